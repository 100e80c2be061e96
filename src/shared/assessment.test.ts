/** The skills assessment's rules: scoring, bands, the compact answer string and next steps. */
import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_AREA_IDS,
  AREA_NEXT_STEPS,
  type AreaScores,
  type QuestionBank,
  answersFromCompact,
  bandOf,
  compactFromAnswers,
  isCompactAnswers,
  missingAnswers,
  nextStepsFor,
  percentOf,
  scoreAssessment,
} from './assessment';

/** A bank of two questions per area; option i is worth i points (0–3). */
const bank: Pick<QuestionBank, 'questions'> = {
  questions: ASSESSMENT_AREA_IDS.flatMap((area) =>
    [1, 2].map((n) => ({ id: `${area}-${n}`, area, prompt: `${area} ${n}?`, options: [0, 1, 2, 3].map((points) => ({ text: `option ${points}`, points })), explanation: `why ${area} ${n}` })),
  ),
};

const all = (index: number) => Object.fromEntries(bank.questions.map((q) => [q.id, index]));

describe('assessment scoring', () => {
  it('adds the chosen options’ points per area, against 3 a question, and the overall percentage rounded down', () => {
    const answers = { ...all(0), 'career-1': 3, 'career-2': 3, 'digital-1': 2, 'finance-2': 1 };
    const { scores, total_percent } = scoreAssessment(bank, answers);
    expect(scores).toEqual({
      career: { points: 6, max: 6 },
      digital: { points: 2, max: 6 },
      communication: { points: 0, max: 6 },
      entrepreneurship: { points: 0, max: 6 },
      finance: { points: 1, max: 6 },
    });
    expect(total_percent).toBe(Math.floor((9 * 100) / 30));
    expect(scoreAssessment(bank, all(3)).total_percent).toBe(100);
    expect(scoreAssessment(bank, all(0)).total_percent).toBe(0);
  });

  it('uses the best option of each question as its maximum, not its position', () => {
    const shuffled = { questions: [{ id: 'career-1', area: 'career' as const, prompt: 'x', options: [3, 0, 1, 2].map((points) => ({ text: String(points), points })), explanation: 'why' }] };
    expect(scoreAssessment(shuffled, { 'career-1': 0 }).scores.career).toEqual({ points: 3, max: 3 });
  });

  it('refuses an unanswered question or an index the question lacks, and names them in order', () => {
    const answers: Record<string, unknown> = { ...all(1) };
    delete answers['digital-2'];
    answers['finance-1'] = 4;
    answers['career-1'] = 1.5;
    expect(missingAnswers(bank, answers)).toEqual(['career-1', 'digital-2', 'finance-1']);
    expect(missingAnswers(bank, all(2))).toEqual([]);
    expect(() => scoreAssessment(bank, answers as Record<string, number>)).toThrow(/career-1/);
  });
});

describe('assessment bands', () => {
  it('is low below 40%, mid from 40% to 74%, high from 75%', () => {
    expect(bandOf(0, 15)).toBe('low');
    expect(bandOf(5, 15)).toBe('low'); // 33%
    expect(bandOf(39, 100)).toBe('low');
    expect(bandOf(6, 15)).toBe('mid'); // 40%
    expect(bandOf(74, 100)).toBe('mid');
    expect(bandOf(11, 15)).toBe('mid'); // 73%
    expect(bandOf(75, 100)).toBe('high');
    expect(bandOf(12, 15)).toBe('high'); // 80%
    expect(bandOf(15, 15)).toBe('high');
    expect(percentOf(2, 3)).toBe(66);
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe('the compact answer string', () => {
  it('carries option indexes in question order, both ways', () => {
    const answers = { 'career-1': 2, 'career-2': 0, 'digital-1': 3 };
    expect(compactFromAnswers(bank, answers)).toBe('203');
    expect(answersFromCompact(bank, '203')).toEqual(answers);
    expect(compactFromAnswers(bank, { 'career-1': 1, 'digital-1': 3 })).toBe('1');
  });

  it('accepts only digits 0–3, at most one per question', () => {
    expect(isCompactAnswers('')).toBe(true);
    expect(isCompactAnswers('0123'.repeat(6) + '3')).toBe(true);
    expect(isCompactAnswers('0'.repeat(26))).toBe(false);
    expect(isCompactAnswers('0124')).toBe(false);
    expect(isCompactAnswers('01a')).toBe(false);
    expect(isCompactAnswers('1', 0)).toBe(false);
  });
});

describe('next steps', () => {
  const scores = (percents: Record<string, number>): AreaScores =>
    Object.fromEntries(ASSESSMENT_AREA_IDS.map((a) => [a, { points: percents[a] ?? 100, max: 100 }])) as AreaScores;

  it('starts with the two weakest areas’ suggestions, each link once', () => {
    const steps = nextStepsFor(scores({ finance: 10, entrepreneurship: 30, digital: 60, career: 80, communication: 90 }));
    expect(steps.slice(0, 3).map((s) => s.area)).toEqual(['finance', 'finance', 'finance']);
    expect(steps.map((s) => s.title)).toContain('Financial Planning for Startups');
    expect(steps.map((s) => s.title)).toContain('Market Research Fundamentals');
    expect(steps.length).toBeLessThanOrEqual(6);
    expect(new Set(steps.map((s) => s.href)).size).toBe(steps.length);
  });

  it('links courses by their pages (career courses for the everyday areas), and offers a step further for strong areas', () => {
    expect(AREA_NEXT_STEPS.entrepreneurship[0].href).toBe('/entrepreneurship/courses/market-research-fundamentals');
    expect(AREA_NEXT_STEPS.digital[0].title).toBe('Excel for Data Analysis');
    expect(AREA_NEXT_STEPS.communication.map((s) => s.title)).toContain('The HR Interview and Group Discussion');
    const strong = nextStepsFor(scores({}));
    expect(strong.map((s) => s.title)).toContain('Scaling Your Startup');
    expect(strong.every((s) => s.href.startsWith('/'))).toBe(true);
  });

  it('always include one talk: a named upcoming one in place of the generic link, counted in the limit', () => {
    const talk = { kind: 'talks' as const, title: 'From Campus to Career', href: '/changetalks/from-campus-to-career-abc', why: 'Live soon.' };
    // Communication weakest: its own list asks for ChangeTalks, which becomes the named talk.
    const weakComm = nextStepsFor(scores({ communication: 10, career: 20 }), 6, talk);
    expect(weakComm.filter((s) => s.kind === 'talks')).toEqual([{ ...talk, area: expect.any(String) }]);
    expect(weakComm.map((s) => s.href)).not.toContain('/changetalks');
    // Finance and entrepreneurship weakest ask for no talk: one is still there, within the limit.
    for (const limit of [3, 6]) {
      const steps = nextStepsFor(scores({ finance: 10, entrepreneurship: 30, digital: 60 }), limit, talk);
      expect(steps).toHaveLength(limit);
      expect(steps.filter((s) => s.kind === 'talks').map((s) => s.title)).toEqual(['From Campus to Career']);
    }
    // Without a talk coming up, the ChangeTalks page (recordings too).
    expect(nextStepsFor(scores({ finance: 10 })).filter((s) => s.kind === 'talks').map((s) => s.href)).toEqual(['/changetalks']);
  });
});
