/**
 * What the mentor is told about a person, from their stored career profile and the scores of their latest skills
 * assessment: the profile's stage, field, goal and example language, and the areas the assessment put in the low band
 * (under 40%, 'Starting out' on the result page) and the high band (75% or more, 'Strong'), in the bank's area order.
 * Areas in between ('Developing') are in neither list, so no answer calls them strong or weak.
 *
 * Pure: the database reads are the AI service's.
 */
import { ASSESSMENT_AREA_IDS, type AreaScores, bandOf } from '~/shared/assessment';
import type { MentorProfile } from './types';

/** The parts of a stored career profile the mentor uses (null fields when the person skipped them). */
export interface StoredCareerProfile {
  stage: MentorProfile['stage'];
  field: string | null;
  goal: string | null;
  example_language: string | null;
}

/** The mentor's view of a person; null when they have neither a profile nor an assessment. */
export function mentorProfileFrom(profile: StoredCareerProfile | null, scores: Partial<AreaScores> | null): MentorProfile | null {
  if (!profile && !scores) return null;
  const areas = ASSESSMENT_AREA_IDS.filter((area) => scores?.[area]).map((area) => ({ area, band: bandOf(scores![area]!.points, scores![area]!.max) }));
  return {
    stage: profile?.stage ?? null,
    field: profile?.field ?? '',
    goal: profile?.goal ?? '',
    exampleLanguage: profile?.example_language ?? 'English',
    weakAreas: areas.filter((a) => a.band === 'low').map((a) => a.area),
    strongAreas: areas.filter((a) => a.band === 'high').map((a) => a.area),
  };
}
