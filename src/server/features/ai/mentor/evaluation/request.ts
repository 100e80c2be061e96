/**
 * The mentor request an evaluation case stands for: the tool the student opened, their message, earlier turns, an
 * attached document, and what the mentor is told about them — their career profile and the bands of their assessment,
 * made the way the AI service makes them from stored data (`mentorProfileFrom`).
 */
import { ASSESSMENT_AREA_IDS, type AreaScores } from '~/shared/assessment';
import { mentorProfileFrom } from '../profile';
import type { MentorRequest } from '../types';
import type { EvaluationCase } from './cases';

/** An assessment result with `percent` of 20 points in each area, as the assessment stores it. */
export function scoresOf(percent: Record<string, number>): AreaScores {
  return Object.fromEntries(ASSESSMENT_AREA_IDS.map((area) => [area, { points: Math.round((percent[area] * 20) / 100), max: 20 }])) as AreaScores;
}

export function requestOf(c: EvaluationCase): MentorRequest {
  const profile = c.profile ? { stage: c.profile.stage, field: c.profile.field, goal: c.profile.goal, example_language: c.profile.exampleLanguage ?? 'English' } : null;
  return {
    toolType: c.tool,
    userInput: c.ask,
    history: (c.earlier ?? []).map((content) => ({ role: 'user' as const, content })),
    attachments: c.attachment ? [{ name: c.attachment.name, kind: c.attachment.kind, text: c.attachment.text }] : [],
    profile: mentorProfileFrom(profile, c.assessment ? scoresOf(c.assessment) : null),
  };
}
