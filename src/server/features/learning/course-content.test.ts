/**
 * The courses' written content: every course of the catalogue has 5–8 lessons, each at least 500 words with a
 * Summary, a Worked example and Key takeaways, and a graded quiz of at least 8 questions (single and multiple choice,
 * each with an explanation). Also: a broken file is refused with its name.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gradeQuiz } from './learning.service';
import { readCourseCatalogue } from './course-catalogue';
import { readCourseContent } from './course-content';

const COURSE_CATALOGUE = readCourseCatalogue();

const words = (markdown: string) => markdown.replace(/[#*|`>_-]+/g, ' ').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

describe('content/courses', () => {
  for (const course of COURSE_CATALOGUE) {
    it(`${course.title}: each lesson a real lesson, and the quiz is graded`, () => {
      const { lessons, quiz } = readCourseContent(course.slug);
      expect(lessons.length).toBeGreaterThanOrEqual(5);
      expect(lessons.length).toBeLessThanOrEqual(8);
      for (const lesson of lessons) {
        const where = `${course.slug} lesson ${lesson.position}`;
        expect(words(lesson.body), where).toBeGreaterThanOrEqual(500);
        const headings = [...lesson.body.matchAll(/^## (.+)$/gm)].map((m) => m[1]!.trim());
        expect(headings[0], where).toBe('Summary');
        expect(headings.at(-1), where).toBe('Key takeaways');
        expect(headings, where).toContain('Worked example');
        expect(headings.indexOf('Worked example'), where).toBeLessThan(headings.length - 1);
        expect(lesson.body, where).not.toMatch(/<[a-z][\s\S]*?>/i);
      }
      expect(quiz.questions.length).toBeGreaterThanOrEqual(8);
      expect(quiz.questions.some((q) => q.kind === 'single')).toBe(true);
      expect(quiz.questions.some((q) => q.kind === 'multiple')).toBe(true);
      // The right answers score 100; nothing chosen at random-looking "first option" gets through unchecked.
      expect(gradeQuiz(quiz, Object.fromEntries(quiz.questions.map((q) => [q.id, q.answer]))).score_percent).toBe(100);
    });
  }
});

describe('gradeQuiz', () => {
  const quiz = readCourseContent(COURSE_CATALOGUE[0]!.slug).quiz;
  const right = Object.fromEntries(quiz.questions.map((q) => [q.id, q.answer]));

  it('passes at 70% and rounds the score down', () => {
    const wrong = (n: number) => Object.fromEntries(quiz.questions.map((q, i) => [q.id, i < n ? [(q.answer[0]! + 1) % q.options.length] : q.answer]));
    const total = quiz.questions.length;
    const atPass = Math.floor(total * 0.3);
    expect(gradeQuiz(quiz, wrong(atPass)).passed).toBe(Math.floor(((total - atPass) * 100) / total) >= 70);
    expect(gradeQuiz(quiz, wrong(total)).score_percent).toBe(0);
    expect(gradeQuiz(quiz, wrong(total)).passed).toBe(false);
    expect(gradeQuiz(quiz, right).graded.every((g) => g.right)).toBe(true);
  });

  it('counts a multiple-choice question right only with exactly its options, in any order', () => {
    const multiple = quiz.questions.find((q) => q.kind === 'multiple')!;
    const reversed = gradeQuiz(quiz, { ...right, [multiple.id]: [...multiple.answer].reverse() });
    expect(reversed.score_percent).toBe(100);
    const extra = [...multiple.answer, multiple.options.findIndex((_, i) => !multiple.answer.includes(i))];
    expect(gradeQuiz(quiz, { ...right, [multiple.id]: extra }).graded.find((g) => g.id === multiple.id)!.right).toBe(false);
  });

  it('refuses an unanswered question, two answers to a single-choice one, or an option that does not exist', () => {
    const single = quiz.questions.find((q) => q.kind === 'single')!;
    expect(() => gradeQuiz(quiz, { ...right, [single.id]: [] })).toThrow('Please answer every question.');
    expect(() => gradeQuiz(quiz, { ...right, [single.id]: [0, 1] })).toThrow('Please answer every question.');
    expect(() => gradeQuiz(quiz, { ...right, [single.id]: [single.options.length] })).toThrow('Please answer every question.');
  });
});

describe('readCourseContent', () => {
  it('names the file that is broken', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'courses-'));
    mkdirSync(path.join(dir, 'c'));
    writeFileSync(path.join(dir, 'c', '01-intro.md'), '---\ntitle: "Intro"\nminutes: 5\n---\nText');
    expect(() => readCourseContent('c', dir)).toThrow(/content\/courses\/c\/01-intro\.md: invalid front matter/);
    writeFileSync(path.join(dir, 'c', '01-intro.md'), '---\ntitle: "Intro"\nsummary: "S"\nminutes: 5\n---\nText');
    expect(() => readCourseContent('c', dir)).toThrow(/quiz\.json is missing/);
    writeFileSync(path.join(dir, 'c', 'quiz.json'), JSON.stringify({ questions: [{ id: 'q1', kind: 'single', prompt: 'P', options: ['a', 'b'], answer: [2], explanation: 'E' }] }));
    expect(() => readCourseContent('c', dir)).toThrow(/c\/quiz\.json/);
  });
});
