/** A goal finds the courses that serve it: data goals find SQL and Excel, placements find aptitude and interviews. */
import { describe, expect, it } from 'vitest';
import { coursesForGoal } from './course-goals';

const slugs = (text: string, opts: Parameters<typeof coursesForGoal>[1] = {}) => coursesForGoal(text, opts).map((c) => c.slug);

describe('coursesForGoal', () => {
  it('leads a data-analyst goal to SQL and Excel first', () => {
    expect(slugs('I want to become a data analyst at a bank in Pune').slice(0, 2)).toEqual(['sql-from-zero', 'excel-for-data-analysis']);
    expect(slugs('Business Analyst', { limit: 5 })).toEqual(expect.arrayContaining(['sql-from-zero', 'excel-for-data-analysis', 'dashboards-with-power-bi']));
  });

  it('leads a placement goal to aptitude and the interviews', () => {
    expect(slugs('Crack campus placements at TCS or Infosys')).toEqual(expect.arrayContaining(['aptitude-for-campus-placements', 'hr-interview-and-group-discussion']));
    expect(slugs('software developer at a product company')[0]).toBe('cracking-the-technical-interview');
    expect(slugs('Clear UPSC civil services')[0]).toBe('government-exams-first-steps');
    expect(slugs('start my own business')[0]).toBe('market-research-fundamentals');
  });

  it('matches whole words only, leaves out courses already taken, and finds nothing in an empty or unrelated goal', () => {
    // "metadata" and "databases" are not the word "data".
    expect(slugs('metadata')).toEqual([]);
    expect(slugs('data analyst', { exclude: ['sql-from-zero'] })[0]).toBe('excel-for-data-analysis');
    expect(slugs('')).toEqual([]);
    expect(slugs('be happy')).toEqual([]);
    expect(coursesForGoal('data analyst')[0]).toMatchObject({ title: 'SQL from Zero', matched: ['data analyst', 'analyst', 'data'] });
  });
});
