/**
 * The offline mentor against the evaluation set (cases.ts): every question gets an answer to the question asked, in
 * the tool the student opened, with no template holes and no invented assessment results; and every answer keeps the
 * offline mentor's shape (a heading, one or two next steps, at most about 600 words, no HTML).
 */
import { describe, expect, it } from 'vitest';
import { offlineMentorReply } from '../offline-mentor';
import { wordCount } from '../text';
import { EVALUATION_CASES } from './cases';
import { checkAnswer } from './check';
import { requestOf } from './request';

describe('the evaluation set', () => {
  it('has at least 60 questions, covering every tool, English, Hinglish and Hindi, with and without a profile and an assessment', () => {
    expect(EVALUATION_CASES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(EVALUATION_CASES.map((c) => c.id)).size).toBe(EVALUATION_CASES.length);
    const tools = new Set(EVALUATION_CASES.map((c) => c.tool));
    expect(tools.size).toBe(7);
    for (const language of ['en', 'hinglish', 'hi'] as const) expect(EVALUATION_CASES.filter((c) => c.language === language).length).toBeGreaterThanOrEqual(language === 'en' ? 30 : 5);
    expect(EVALUATION_CASES.some((c) => c.profile && !c.assessment)).toBe(true);
    expect(EVALUATION_CASES.filter((c) => c.assessment).length).toBeGreaterThanOrEqual(5);
    expect(EVALUATION_CASES.filter((c) => !c.profile && !c.assessment).length).toBeGreaterThanOrEqual(30);
  });
});

/** The headings of the offline mentor's answers that ask back instead of answering. */
const ASKS_BACK = /^## (?:Let’s pin down your goal|Which exam are you preparing for\?|Resume review: attach your CV|What-if: which two options\?|I didn’t understand that yet|Hello! Let’s get started|Let’s find careers that fit you)/;

describe('the offline mentor answers every question of the evaluation set', () => {
  it.each(EVALUATION_CASES.map((c) => [c.id, c] as const))('%s', (_id, c) => {
    const answer = offlineMentorReply(requestOf(c));
    expect(checkAnswer(c, answer), answer).toEqual([]);
    // It answers what it can understand, and asks back only where the case says asking is right.
    expect(ASKS_BACK.test(answer), answer).toBe(!!c.clarifies);
    expect(answer.startsWith('## '), answer).toBe(true);
    const steps = answer.slice(answer.lastIndexOf('### Next steps')).split('\n').slice(1);
    expect(answer.lastIndexOf('### Next steps'), answer).toBeGreaterThan(0);
    expect(steps.length).toBeGreaterThanOrEqual(1);
    expect(steps.length).toBeLessThanOrEqual(2);
    // Readable on a phone: a roadmap with its stages, resources and course links stays under about 650 words.
    expect(wordCount(answer)).toBeLessThanOrEqual(650);
    expect(answer).not.toMatch(/<\/?[a-z][^>]*>/i);
  });
});

describe('checkAnswer', () => {
  const base = EVALUATION_CASES.find((c) => c.id === 'what-if-tcs-upsc')!;
  const good = 'A long enough answer about TCS and UPSC, full-time, alongside the job, attempts and age limit, savings runway. '.repeat(2);

  it('passes a good answer and names every failure of a bad one', () => {
    expect(checkAnswer(base, good)).toEqual([]);
    const bad = `${good}\nYou mentioned ****, which points to: .\n| A: TCS | B: Take a |\n| What it is | Tell me more about this option |`;
    const failures = checkAnswer(base, bad).join('\n');
    expect(failures).toMatch(/empty bold text/);
    expect(failures).toMatch(/a colon before nothing/);
    expect(failures).toMatch(/a label cut after an article/);
    expect(failures).toMatch(/a filler cell/);
  });

  it('refuses an assessment claim for a person without one, and a Developing area called strong or weak', () => {
    expect(checkAnswer(base, `${good} Your skills assessment rated digital and data skills Strong.`).join()).toMatch(/has not taken/);
    expect(checkAnswer(base, `${good} Dashboards (your assessment: strong)`).join()).toMatch(/has not taken/);
    const assessed = { ...base, assessment: { career: 60, digital: 85, communication: 55, entrepreneurship: 50, finance: 30 } };
    expect(checkAnswer(assessed, `${good} Your skills assessment rated digital and data skills Strong and financial literacy Starting out.`)).toEqual([]);
    expect(checkAnswer(assessed, `${good} Your assessment shows strong communication.`).join()).toMatch(/calls communication strong/);
    expect(checkAnswer(assessed, `${good} From your assessment: communication to work on.`).join()).toMatch(/calls communication weak/);
    expect(checkAnswer(assessed, `${good} Your assessment shows strong financial literacy.`).join()).toMatch(/calls financial literacy strong/);
  });
});
