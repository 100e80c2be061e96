/**
 * Seeds the course catalogue (six courses with their level, duration, students and rating, and each course's lesson
 * outline) from the content: `content/courses/catalogue.json` and the lessons' front matter, read by
 * `features/learning/course-catalogue.ts`. Product data: a course is added by slug in every mode when missing; a
 * course already in the database is left as it is.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '.';
import type { CatalogueCourse } from '../features/learning/course-catalogue';
import { courseLessons, courses } from './schema';

/** Inserts each course of `catalogue` whose slug is not in the database yet, with its lessons, in one transaction each. */
export async function seedCourses(db: Database, catalogue: readonly CatalogueCourse[]): Promise<void> {
  const existing = await db.select({ slug: courses.slug }).from(courses).where(inArray(courses.slug, catalogue.map((c) => c.slug)));
  const have = new Set(existing.map((e) => e.slug));
  for (const [position, c] of catalogue.entries()) {
    if (have.has(c.slug)) continue;
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(courses)
        .values({ slug: c.slug, title: c.title, description: c.description, level: c.level, duration: c.duration, base_students: c.base_students, rating: c.rating, topics: c.topics, position })
        .onConflictDoNothing()
        .returning({ id: courses.id });
      if (!row) return;
      await tx.insert(courseLessons).values(c.lessons.map(({ title, summary, minutes }, i) => ({ course_id: row.id, position: i + 1, title, summary, duration_minutes: minutes })));
    });
  }
}
