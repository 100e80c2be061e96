/**
 * The offline mentor in the page's language: on a Hindi page every answer's own words — headings, table headings,
 * labels and next steps — are Hindi, while what it knows (career titles, skills, exams, resources) and the person's
 * quoted words stay as written; an English page's answers are what they were before languages existed. Run over the
 * whole evaluation set (questions as students type them, in every tool), with the Hindi catalogue the running server
 * loads from the web build. In-process: no database.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { requestOf } from '~/server/features/ai/mentor/evaluation/request';
import { EVALUATION_CASES } from '~/server/features/ai/mentor/evaluation/cases';
import { offlineMentorReply } from '~/server/features/ai/mentor/offline-mentor';
import { answerIn, formatWeeks, joinAnd, wordCount } from '~/server/features/ai/mentor/text';
import { loadServerCatalogues, writeText } from '~/server/i18n';

const DEVANAGARI = /[\u0900-\u097F]/;
const hindi = (id: string, message: string, values?: Record<string, unknown>) => writeText({ id, message, values }, 'hi');

/**
 * Markdown headings, and the heading rows of tables (the row above a `|---|` row). A numbered heading that only names
 * a match ("### 1. Data Analyst") is what the mentor knows, not its own words.
 */
function structureLines(answer: string): string[] {
  const lines = answer.split('\n');
  return lines.filter((line, i) => (/^#{1,6} /.test(line) && !/^#{1,6} \d+\. /.test(line)) || (line.startsWith('|') && /^\|[-| ]+\|$/.test(lines[i + 1] ?? '')));
}

/** The numbered lines of the closing next-steps block. */
function nextStepLines(answer: string, heading: string): string[] {
  const at = answer.lastIndexOf(`### ${heading}`);
  return at < 0 ? [] : answer.slice(at).split('\n').filter((l) => /^\d+\. /.test(l));
}

beforeAll(async () => {
  expect(await loadServerCatalogues('./build/client')).toContain('hi');
});

describe('the offline mentor on a Hindi page', () => {
  const nextSteps = () => hindi('mentor.next-steps', 'Next steps');

  it('writes durations, lists and the next-steps heading in Hindi', () => {
    expect(nextSteps()).toBe('अगले कदम');
    expect(answerIn('hi', () => [formatWeeks(1), formatWeeks(6), joinAnd(['Excel', 'SQL', 'Python'])])).toEqual(['1 हफ़्ता', '6 हफ़्ते', 'Excel, SQL, और Python']);
    expect([formatWeeks(1), formatWeeks(6), joinAnd(['Excel', 'SQL', 'Python'])]).toEqual(['1 week', '6 weeks', 'Excel, SQL and Python']);
  });

  it.each(EVALUATION_CASES.map((c) => [c.id, c] as const))('%s: headings, table headings and next steps in Hindi', (_id, c) => {
    const answer = offlineMentorReply({ ...requestOf(c), locale: 'hi' });
    const english = offlineMentorReply({ ...requestOf(c), locale: 'en' });
    const structure = structureLines(answer);
    expect(structure.length).toBeGreaterThan(0);
    expect(structure.filter((line) => !DEVANAGARI.test(line)), 'headings without Hindi').toEqual([]);
    const steps = nextStepLines(answer, nextSteps());
    expect(steps.length, 'a Hindi next-steps block').toBeGreaterThan(0);
    expect(steps.filter((line) => !DEVANAGARI.test(line)), 'next steps without Hindi').toEqual([]);
    expect(answer).not.toContain('### Next steps');
    // The same answer, only in other words: every resource, course and step it links to is there.
    expect(answer.match(/\]\([^)]+\)/g) ?? []).toEqual(english.match(/\]\([^)]+\)/g) ?? []);
  });

  it('says once, under the first answer’s heading, which parts are Hindi', () => {
    const req = { toolType: 'learning-path' as const, userInput: 'How do I become a data analyst?', history: [], attachments: [], locale: 'hi' as const };
    const note = hindi('mentor.note.partly-in-hindi', '');
    const first = offlineMentorReply(req).split('\n');
    expect(first[0]).toBe(`## ${hindi('mentor.path.roadmap', '', { career: 'Data Analyst' })}`);
    expect(first[2]).toBe(`_${note}_`);
    const later = offlineMentorReply({ ...req, history: [{ role: 'user', content: 'Hi' }, { role: 'assistant', content: 'Hello' }] });
    expect(later).not.toContain(note);
  });
});

describe('the offline mentor on an English page', () => {
  it.each(EVALUATION_CASES.map((c) => [c.id, c] as const))('%s: answers as it always has', (_id, c) => {
    expect(offlineMentorReply({ ...requestOf(c), locale: 'en' })).toBe(offlineMentorReply(requestOf(c)));
  });

  it('tells a person who asked in Hindi, in Hindi, that Hindi pages have Hindi headings', () => {
    const answer = offlineMentorReply({ toolType: 'learning-path', userInput: 'मुझे डेटा एनालिस्ट बनना है', history: [], attachments: [], locale: 'en' });
    expect(answer.split('\n')[0]).toBe('## Roadmap: Data Analyst');
    expect(answer.split('\n')[2]).toBe(`_${hindi('mentor.note.asked-in-hindi', '')}_`);
    expect(answer.split('\n')[2]).toMatch(/^_आपका सवाल समझ आ गया।/);
  });

  // The evaluation set's own checks (a phone-sized answer, the closing steps) hold with the catalogues loaded too,
  // as they are when another suite in the same worker started a server first.
  it.each(EVALUATION_CASES.filter((c) => c.language === 'hi').map((c) => [c.id, c] as const))('%s: the note keeps it phone-sized', (_id, c) => {
    expect(wordCount(offlineMentorReply(requestOf(c)))).toBeLessThanOrEqual(650);
  });
});
