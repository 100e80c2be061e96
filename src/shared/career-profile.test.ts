/** The career profile form's rules: one schema for the form, the route action and the API. */
import { describe, expect, it } from 'vitest';
import { CAREER_FIELD_MAX_LENGTH, CAREER_GOAL_MAX_LENGTH, careerProfileInputSchema, careerProfileMessages, careerStageLabel, isCareerProfileComplete } from './career-profile';
import { englishOf } from '~/shared/messages';

const errorsOf = (input: unknown) => {
  const r = careerProfileInputSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('career profile input', () => {
  it('needs a stage; field and goal may be empty; English is the default language', () => {
    expect(careerProfileInputSchema.parse({ stage: 'college' })).toEqual({ stage: 'college', field: '', goal: '', example_language: 'English' });
    expect(errorsOf({})).toEqual({ stage: englishOf(careerProfileMessages.stageRequired) });
    expect(errorsOf({ stage: 'retired' })).toEqual({ stage: englishOf(careerProfileMessages.stageRequired) });
  });

  it('allows up to 100 characters of field and 300 of goal (after trimming), and no more', () => {
    const ok = careerProfileInputSchema.parse({ stage: 'graduate', field: ` ${'f'.repeat(CAREER_FIELD_MAX_LENGTH)} `, goal: 'g'.repeat(CAREER_GOAL_MAX_LENGTH), example_language: 'Hindi' });
    expect(ok.field).toHaveLength(100);
    expect(ok.goal).toHaveLength(300);
    expect(errorsOf({ stage: 'graduate', field: 'f'.repeat(101) })).toEqual({ field: englishOf(careerProfileMessages.fieldTooLong) });
    expect(errorsOf({ stage: 'graduate', goal: 'g'.repeat(301) })).toEqual({ goal: englishOf(careerProfileMessages.goalTooLong) });
  });

  it('takes only the listed languages', () => {
    expect(careerProfileInputSchema.parse({ stage: 'founder', example_language: 'Tamil' }).example_language).toBe('Tamil');
    expect(errorsOf({ stage: 'founder', example_language: 'Klingon' })).toEqual({ example_language: englishOf(careerProfileMessages.languageInvalid) });
  });

  it('labels stages and tells a filled profile from a missing or skipped one', () => {
    expect(careerStageLabel('professional')).toBe('Working professional');
    expect(isCareerProfileComplete(null)).toBe(false);
    expect(isCareerProfileComplete({ stage: null })).toBe(false);
    expect(isCareerProfileComplete({ stage: 'school' })).toBe(true);
  });
});
