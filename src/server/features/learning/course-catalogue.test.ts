/** The course catalogue: courses from catalogue.json, each outline and duration from its lessons, broken files named. */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADVANCED_STEPS, AREA_NEXT_STEPS } from '~/shared/assessment';
import { paths } from '~/shared/paths';
import { courseDuration, readCourseCatalogue } from './course-catalogue';
import { COURSE_CONTENT_DIR, readCourseContent } from './course-content';

/** A copy of the shipped courses folder, its catalogue changed by `change`. */
function copyWith(change: (catalogue: { courses: Record<string, unknown>[] }) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'courses-'));
  cpSync(COURSE_CONTENT_DIR, dir, { recursive: true });
  const file = path.join(dir, 'catalogue.json');
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as { courses: Record<string, unknown>[] };
  change(catalogue);
  writeFileSync(file, JSON.stringify(catalogue));
  return dir;
}

describe('the course catalogue', () => {
  const catalogue = readCourseCatalogue();

  it('has the founder courses, then the career courses, in catalogue order, each outline being its lessons’ front matter', () => {
    expect(catalogue.map((c) => c.slug)).toEqual([
      'market-research-fundamentals',
      'financial-planning-for-startups',
      'digital-marketing-for-entrepreneurs',
      'legal-essentials-for-startups',
      'product-development-and-mvp',
      'scaling-your-startup',
      'sql-from-zero',
      'excel-for-data-analysis',
      'data-analysis-with-python',
      'statistics-for-analysts',
      'dashboards-with-power-bi',
      'aptitude-for-campus-placements',
      'cracking-the-technical-interview',
      'hr-interview-and-group-discussion',
      'resume-and-linkedin',
      'professional-communication-and-business-email',
      'government-exams-first-steps',
    ]);
    // A course too new to have ratings shows none, and no made-up student count.
    for (const course of catalogue.slice(6)) expect([course.rating, course.base_students], course.slug).toEqual([null, 0]);
    for (const course of catalogue) {
      expect(course.lessons, course.slug).toEqual(readCourseContent(course.slug).lessons.map(({ title, summary, minutes }) => ({ title, summary, minutes })));
    }
    expect(catalogue[0]!.lessons[0]).toEqual({ title: 'Why research comes first', summary: expect.stringMatching(/^The cost of building the wrong thing/), minutes: 15 });
  });

  it('gives each course the duration of its lessons added up', () => {
    expect(catalogue.slice(0, 6).map((c) => c.duration)).toEqual(['2 hours', '3 hours', '2.5 hours', '1.5 hours', '4 hours', '3.5 hours']);
    for (const course of catalogue) expect(course.duration, course.slug).toBe(courseDuration(course.lessons.reduce((sum, l) => sum + l.minutes, 0)));
    expect([45, 60, 90, 100, 120].map(courseDuration)).toEqual(['45 minutes', '1 hour', '1.5 hours', '1.5 hours', '2 hours']);
  });

  it('is what the skills assessment’s course steps link to, each by the course’s title', () => {
    const steps = [...Object.values(AREA_NEXT_STEPS).flat(), ...Object.values(ADVANCED_STEPS)].filter((s) => s?.kind === 'course');
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) {
      const course = catalogue.find((c) => paths.courseDetail.replace(':slug', c.slug) === step!.href);
      expect(course?.title, step!.href).toBe(step!.title);
    }
  });

  it('names the file and the field when the catalogue is broken', () => {
    expect(() => readCourseCatalogue(copyWith((c) => (c.courses[2]!.level = 'Expert')))).toThrow(/catalogue\.json is not valid:\n {2}courses\.2\.level: /);
    expect(() => readCourseCatalogue(copyWith((c) => (c.courses[0]!.duration = '2 hours')))).toThrow(/courses\.0: Unrecognized key: "duration"/);
    expect(() => readCourseCatalogue(copyWith((c) => c.courses.push({ ...c.courses[0]! })))).toThrow(/courses\.17\.slug: "market-research-fundamentals" is listed twice/);
    const hindi = { title: 'शीर्षक', description: 'विवरण', topics: ['विषय'] };
    expect(() => readCourseCatalogue(copyWith((c) => (c.courses[0]!.translations = { hi: hindi })))).toThrow(/courses\.0\.translations\.hi\.topics: translates the 4 topics, one for one/);
    expect(() => readCourseCatalogue(copyWith((c) => (c.courses[0]!.translations = { fr: hindi } as never)))).toThrow(/courses\.0\.translations: Unrecognized key: "fr"/);
    expect(() => readCourseCatalogue(copyWith((c) => (c.courses[1]!.slug = 'financial-planning')))).toThrow(/content\/courses\/financial-planning-for-startups: the course is not listed in catalogue\.json/);
    const extra = copyWith((c) => c.courses.push({ ...c.courses[0]!, slug: 'new-course' }));
    expect(() => readCourseCatalogue(extra)).toThrow(/content\/courses\/new-course: no such folder/);
    mkdirSync(path.join(extra, 'new-course'));
    expect(() => readCourseCatalogue(extra)).toThrow(/content\/courses\/new-course: quiz\.json is missing/);
  });
});
