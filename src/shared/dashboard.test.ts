/** The dashboard's next steps: made from the career profile, the assessment and what the person has done. */
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_AREA_IDS, type AreaScores } from './assessment';
import { type DashboardFacts, STAGE_STEPS, type Say, dashboardNextSteps, weakestArea } from './dashboard';

const scores = (percents: Partial<Record<string, number>>): AreaScores =>
  Object.fromEntries(ASSESSMENT_AREA_IDS.map((a) => [a, { points: percents[a] ?? 100, max: 100 }])) as AreaScores;

// The English source texts, compiled as the server does for a language without a catalogue.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
i18n.setMessagesCompiler(compileMessage);
const page = { say: ((text) => i18n._(text)) satisfies Say, locale: 'en' as const, timeZone: 'Asia/Kolkata' };

const none: DashboardFacts = { profile: null, enrollments: [], assessment: null, upcomingTalk: null, nextTalk: null, unansweredThread: null };
const ids = (facts: Partial<DashboardFacts>) => dashboardNextSteps({ ...none, ...facts }, page).map((s) => s.id);

describe('dashboard next steps', () => {
  it('ask a new person for their profile and the assessment, and offer the next talk', () => {
    const nextTalk = { id: '0e0c7b8e-3c1b-4f7a-9d55-3f1d1d0f2a11', title: 'From Campus to Career', event_date: '2026-12-05T13:30:00.000Z', speaker_name: 'Anita Desai' };
    const steps = dashboardNextSteps({ ...none, nextTalk }, page);
    expect(steps.map((s) => s.id)).toEqual(['career-profile', 'assessment', 'next-talk']);
    const talk = steps.find((s) => s.id === 'next-talk')!;
    expect(talk.title).toBe('Join a live talk: From Campus to Career');
    // 13:30 UTC is 19:00 in India: the platform's time zone is used.
    expect(talk.description).toContain('7:00');
    expect(talk.href).toMatch(/^\/changetalks\/from-campus-to-career-/);
  });

  it('name the tool for the person’s stage, with their goal in their words', () => {
    for (const stage of ['school', 'college', 'graduate', 'professional', 'founder'] as const) {
      const [first] = dashboardNextSteps({ ...none, profile: { stage, field: '', goal: '' } }, page);
      expect(first).toMatchObject({ id: 'for-your-goal', title: STAGE_STEPS[stage].title.message, href: STAGE_STEPS[stage].href, description: STAGE_STEPS[stage].why.message });
    }
    const [withGoal] = dashboardNextSteps({ ...none, profile: { stage: 'professional', field: 'Accounting', goal: 'Move into data analytics' } }, page);
    expect(withGoal.description).toBe(`For your goal, “Move into data analytics”. ${STAGE_STEPS.professional.why.message}`);
    expect(ids({ profile: { stage: 'school', field: '', goal: '' } })).not.toContain('career-profile');
  });

  it('point at the weakest assessment area, and at nothing when every area is strong', () => {
    const assessment = { total_percent: 70, created_at: '2026-11-20T10:00:00.000Z', scores: scores({ finance: 20, digital: 50 }) };
    const steps = dashboardNextSteps({ ...none, assessment }, { ...page, areaTitles: { finance: 'Financial literacy' } });
    const focus = steps.find((s) => s.id === 'assessment-focus')!;
    expect(focus.title).toBe('Strengthen Financial literacy');
    expect(focus.href).toBe('/entrepreneurship/courses/financial-planning-for-startups');
    expect(weakestArea(scores({}))).toBeNull();
    expect(ids({ assessment: { ...assessment, scores: scores({ career: 80 }) } })).not.toContain('assessment-focus');
  });

  it('show the person’s own talk rather than offering another', () => {
    const upcomingTalk = { id: '5b0f1d2e-8a4c-4c3e-b7a1-2d9e6f0c1a22', title: 'Design Careers', event_date: '2026-12-10T12:00:00.000Z', my_status: 'registered' as const };
    const nextTalk = { id: '0e0c7b8e-3c1b-4f7a-9d55-3f1d1d0f2a11', title: 'Another', event_date: '2026-12-05T13:30:00.000Z', speaker_name: 'X' };
    expect(ids({ upcomingTalk, nextTalk })).toEqual(['career-profile', 'assessment', 'talk']);
  });
});
