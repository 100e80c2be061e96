import { describe, expect, it } from 'vitest';
import { mentorProfileFrom } from './profile';

describe('mentorProfileFrom', () => {
  const scores = (p: Record<string, number>) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, { points: v, max: 20 }]));

  it('puts Starting-out areas in weak, Strong areas in strong, and Developing ones in neither', () => {
    // 5/20 = 25% Starting out, 7/20 = 35% Starting out, 8/20 = 40% Developing, 14/20 = 70% Developing, 15/20 = 75% Strong.
    const p = mentorProfileFrom(null, scores({ career: 5, digital: 15, communication: 8, entrepreneurship: 14, finance: 7 }));
    expect(p?.weakAreas).toEqual(['career', 'finance']);
    expect(p?.strongAreas).toEqual(['digital']);
  });

  it('is null without a profile or an assessment, and has no areas without an assessment', () => {
    expect(mentorProfileFrom(null, null)).toBeNull();
    const p = mentorProfileFrom({ stage: 'college', field: 'B.Com', goal: 'Data analyst', example_language: 'Hindi' }, null);
    expect(p).toEqual({ stage: 'college', field: 'B.Com', goal: 'Data analyst', exampleLanguage: 'Hindi', weakAreas: [], strongAreas: [] });
  });
});
