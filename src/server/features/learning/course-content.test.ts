/**
 * The courses' written content: every course of the catalogue has 5–8 lessons, each at least 500 words with a
 * Summary, a Worked example and Key takeaways, and a graded quiz of at least 8 questions (single and multiple choice,
 * each with an explanation). A translated course (at least one, in Hindi) has every lesson, its quiz and its catalogue
 * words in that language, as whole lessons of the same outline. Also: a broken file is refused with its name.
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

/** The headings a Hindi lesson opens, works through and closes with (the English Summary, Worked example, Key takeaways). */
const HINDI_HEADINGS = { summary: 'सारांश', worked: 'हल किया गया उदाहरण', takeaways: 'मुख्य बातें' };
/** Share of a text's letters that are Devanagari. */
const devanagariShare = (text: string) => {
  const letters = text.match(/\p{L}/gu) ?? [];
  return letters.filter((c) => /\p{Script=Devanagari}/u.test(c)).length / Math.max(1, letters.length);
};

describe('translated courses', () => {
  const translated = COURSE_CATALOGUE.filter((c) => c.translations?.hi);

  it('at least one course is in Hindi as an example: every lesson, the quiz and its catalogue words', () => {
    expect(translated.map((c) => c.slug)).toContain('aptitude-for-campus-placements');
    for (const course of translated) {
      const { lessons, quizTranslations } = readCourseContent(course.slug);
      expect(lessons.every((l) => l.translations.hi), course.slug).toBe(true);
      expect(quizTranslations.hi, course.slug).toBeDefined();
      expect(devanagariShare(course.translations!.hi!.title + course.translations!.hi!.description), course.slug).toBeGreaterThan(0.6);
    }
  });

  for (const course of translated) {
    it(`${course.slug} in Hindi: whole lessons of the same outline, and a quiz graded as the English one`, () => {
      const { lessons, quiz, quizTranslations } = readCourseContent(course.slug);
      for (const lesson of lessons) {
        const hi = lesson.translations.hi!;
        const where = `${course.slug} lesson ${lesson.position} (hi)`;
        const headings = [...hi.body.matchAll(/^## (.+)$/gm)].map((m) => m[1]!.trim());
        expect(headings[0], where).toBe(HINDI_HEADINGS.summary);
        expect(headings.at(-1), where).toBe(HINDI_HEADINGS.takeaways);
        expect(headings, where).toContain(HINDI_HEADINGS.worked);
        // A translation, not a summary: about as long as the English, and in Devanagari (English terms allowed).
        expect(words(hi.body), where).toBeGreaterThan(words(lesson.body) * 0.7);
        expect(devanagariShare(hi.title + hi.summary), where).toBeGreaterThan(0.6);
        expect(devanagariShare(hi.body), where).toBeGreaterThan(0.5);
        // Numbers are the lesson's: every figure of the English is in the Hindi, in Latin digits.
        const figures = (text: string) => new Set(text.match(/\d+(?:[.,]\d+)*/g) ?? []);
        const missing = [...figures(lesson.body)].filter((n) => !figures(hi.body).has(n));
        expect(missing, where).toEqual([]);
        expect(hi.body, where).not.toMatch(/[०-९]/);
      }
      const hiQuiz = quizTranslations.hi!;
      expect(gradeQuiz(hiQuiz, Object.fromEntries(quiz.questions.map((q) => [q.id, q.answer]))).score_percent).toBe(100);
      for (const q of hiQuiz.questions) expect(devanagariShare(q.prompt + q.explanation), q.id).toBeGreaterThan(0.3);
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

  it('reads a translation beside its lesson and refuses one that is not the same lesson', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'courses-'));
    mkdirSync(path.join(dir, 'c'));
    const question = (id: string, prompt: string) => ({ id, kind: 'single', prompt, options: [`${prompt} a`, `${prompt} b`], answer: [1], explanation: 'E' });
    const quiz = (prompt: string) => JSON.stringify({ questions: Array.from({ length: 8 }, (_, i) => question(`q${i + 1}`, prompt)) });
    writeFileSync(path.join(dir, 'c', '01-intro.md'), '---\ntitle: "Intro"\nsummary: "S"\nminutes: 5\n---\n## Summary\n\nText\n\n## Key takeaways\n\nMore');
    writeFileSync(path.join(dir, 'c', 'quiz.json'), quiz('P'));
    const hindi = (minutes: number, body: string) => `---\ntitle: "परिचय"\nsummary: "सार"\nminutes: ${minutes}\n---\n${body}`;
    writeFileSync(path.join(dir, 'c', '01-intro.hi.md'), hindi(5, '## सारांश\n\nपाठ\n\n## मुख्य बातें\n\nऔर'));
    writeFileSync(path.join(dir, 'c', 'quiz.hi.json'), quiz('प्रश्न'));
    const read = readCourseContent('c', dir);
    expect(read.lessons[0]!.translations.hi).toMatchObject({ title: 'परिचय', summary: 'सार', body: expect.stringContaining('पाठ') });
    expect(read.quizTranslations.hi!.questions[0]!.prompt).toBe('प्रश्न');

    writeFileSync(path.join(dir, 'c', '01-intro.hi.md'), hindi(6, '## सारांश\n\nपाठ\n\n## मुख्य बातें\n\nऔर'));
    expect(() => readCourseContent('c', dir)).toThrow(/c\/01-intro\.hi\.md: minutes and video must be those of 01-intro\.md/);
    writeFileSync(path.join(dir, 'c', '01-intro.hi.md'), hindi(5, '## सारांश\n\nपाठ'));
    expect(() => readCourseContent('c', dir)).toThrow(/01-intro\.hi\.md: its headings must follow 01-intro\.md's/);
    writeFileSync(path.join(dir, 'c', '01-intro.hi.md'), hindi(5, '## सारांश\n\nपाठ\n\n## मुख्य बातें\n\nऔर'));
    writeFileSync(path.join(dir, 'c', 'quiz.hi.json'), JSON.stringify({ questions: JSON.parse(quiz('प्रश्न')).questions.map((q: { answer: number[] }) => ({ ...q, answer: [0] })) }));
    expect(() => readCourseContent('c', dir)).toThrow(/c\/quiz\.hi\.json: must have quiz\.json's questions/);
    writeFileSync(path.join(dir, 'c', 'quiz.hi.json'), quiz('प्रश्न'));
    writeFileSync(path.join(dir, 'c', '02-other.hi.md'), hindi(5, '## सारांश'));
    expect(() => readCourseContent('c', dir)).toThrow(/02-other\.hi\.md: translates 02-other\.md, which is not a lesson/);
    writeFileSync(path.join(dir, 'c', '02-other.fr.md'), hindi(5, '## सारांश'));
    expect(() => readCourseContent('c', dir)).toThrow(/02-other\.fr\.md: "fr" is not a language of the site/);
  });
});
