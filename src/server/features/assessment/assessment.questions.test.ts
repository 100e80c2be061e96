/** The shipped question bank (content/assessment/questions.json) is complete and well formed. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_AREA_IDS } from '~/shared/assessment';
import { QUESTIONS_FILE, readQuestionBank } from './assessment.questions';

describe('the assessment questions file', () => {
  const bank = readQuestionBank();

  it('has 25 questions, 5 in each of the 5 areas, each area with its three bands', () => {
    expect(bank.questions).toHaveLength(25);
    expect(bank.areas.map((a) => a.id).sort()).toEqual([...ASSESSMENT_AREA_IDS].sort());
    for (const area of ASSESSMENT_AREA_IDS) expect(bank.questions.filter((q) => q.area === area), area).toHaveLength(5);
    for (const area of bank.areas) expect(Object.keys(area.bands).sort()).toEqual(['high', 'low', 'mid']);
    expect(new Set(bank.questions.map((q) => q.id)).size).toBe(25);
  });

  it('gives every question 4 options, exactly one worth 3 points, and a prompt of at most 220 characters', () => {
    for (const q of bank.questions) {
      expect(q.options, q.id).toHaveLength(4);
      expect(q.options.filter((o) => o.points === 3), q.id).toHaveLength(1);
      expect(q.options.every((o) => o.points >= 0 && o.points <= 3), q.id).toBe(true);
      expect(q.prompt.length, q.id).toBeLessThanOrEqual(220);
    }
  });

  it('fails loudly, naming the file and the problem, when the file is broken', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'questions-'));
    const raw = JSON.parse(readFileSync(QUESTIONS_FILE, 'utf8'));
    raw.questions[3].options[0].points = 3;
    const twoBest = path.join(dir, 'two-best.json');
    writeFileSync(twoBest, JSON.stringify(raw));
    expect(() => readQuestionBank(twoBest)).toThrow(/two-best\.json is not valid:\n {2}questions\.3\.options: Exactly one option/);
    const notJson = path.join(dir, 'broken.json');
    writeFileSync(notJson, '{ "areas": [');
    expect(() => readQuestionBank(notJson)).toThrow(/broken\.json could not be read/);
  });
});
