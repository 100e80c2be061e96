/**
 * A person's career profile: the first-run questions at /welcome, editable later on /profile — their
 * current stage, field or degree, goal, and the language they prefer examples in. One schema serves the form (in
 * the browser and in the route action) and the API (`GET|PUT /api/me/career-profile`).
 */
import { defineTexts, zodError } from './messages';
import { z } from 'zod';

export const CAREER_STAGES = [
  { value: 'school', label: 'School student' },
  { value: 'college', label: 'College student' },
  { value: 'graduate', label: 'Graduate' },
  { value: 'professional', label: 'Working professional' },
  { value: 'founder', label: 'Founder' },
] as const;
export type CareerStage = (typeof CAREER_STAGES)[number]['value'];
export const CAREER_STAGE_VALUES = CAREER_STAGES.map((s) => s.value) as [CareerStage, ...CareerStage[]];

/** Languages examples can be given in: English, Hindi and other widely spoken Indian languages. */
export const EXAMPLE_LANGUAGES = ['English', 'Hindi', 'Bengali', 'Marathi', 'Telugu', 'Tamil', 'Gujarati', 'Kannada', 'Malayalam', 'Punjabi'] as const;
export type ExampleLanguage = (typeof EXAMPLE_LANGUAGES)[number];
export const DEFAULT_EXAMPLE_LANGUAGE: ExampleLanguage = 'English';

export const CAREER_FIELD_MAX_LENGTH = 100;
export const CAREER_GOAL_MAX_LENGTH = 300;

export const careerProfileMessages = defineTexts({
  stageRequired: /*i18n*/ { id: 'career-profile.stage-required', message: 'Choose the stage you are at' },
  fieldTooLong: { ...(/*i18n*/ { id: 'career-profile.field-too-long', message: 'Use at most {max} characters' }), values: { max: CAREER_FIELD_MAX_LENGTH } },
  goalTooLong: { ...(/*i18n*/ { id: 'career-profile.goal-too-long', message: 'Use at most {max} characters' }), values: { max: CAREER_GOAL_MAX_LENGTH } },
  languageInvalid: /*i18n*/ { id: 'career-profile.language-invalid', message: 'Choose one of the languages listed' },
  /** Shown in pages only: message descriptors (shared/messages.ts `Text`), in the page's language. */
  saved: /*i18n*/ { id: 'career-profile.saved', message: 'Your career profile is saved.' },
  verified: /*i18n*/ { id: 'career-profile.verified', message: 'Your e-mail is verified' },
  enterText: /*i18n*/ { id: 'career-profile.enter-text', message: 'Enter text' },
});

/** The label of a stage ('college' → 'College student'). */
export function careerStageLabel(stage: string | null | undefined): string {
  return CAREER_STAGES.find((s) => s.value === stage)?.label ?? '';
}

/** What the form and `PUT /api/me/career-profile` take: a stage is required; field and goal may be left empty. */
export const careerProfileInputSchema = z.object({
  stage: z.enum(CAREER_STAGE_VALUES, zodError(careerProfileMessages.stageRequired)),
  field: z.string(zodError(careerProfileMessages.enterText)).trim().max(CAREER_FIELD_MAX_LENGTH, zodError(careerProfileMessages.fieldTooLong)).default(''),
  goal: z.string(zodError(careerProfileMessages.enterText)).trim().max(CAREER_GOAL_MAX_LENGTH, zodError(careerProfileMessages.goalTooLong)).default(''),
  example_language: z.enum(EXAMPLE_LANGUAGES, zodError(careerProfileMessages.languageInvalid)).default(DEFAULT_EXAMPLE_LANGUAGE),
});
export type CareerProfileInput = z.input<typeof careerProfileInputSchema>;

/** A saved profile as the API answers it. `stage` is null while the person has only skipped; times ISO-8601 UTC. */
export const careerProfileSchema = z.object({
  stage: z.enum(CAREER_STAGE_VALUES).nullable(),
  field: z.string(),
  goal: z.string(),
  example_language: z.string(),
  skipped_at: z.iso.datetime().nullable(),
  updated_at: z.iso.datetime(),
});
export type CareerProfile = z.infer<typeof careerProfileSchema>;

/** `GET|PUT /api/me/career-profile`: the profile, or null before the person has answered or skipped. */
export const careerProfileAnswerSchema = z.object({ profile: careerProfileSchema.nullable() });

/** True when a profile has been filled in (not missing, not only skipped). */
export function isCareerProfileComplete(profile: Pick<CareerProfile, 'stage'> | null | undefined): boolean {
  return !!profile?.stage;
}
