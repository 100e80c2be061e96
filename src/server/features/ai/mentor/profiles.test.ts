/**
 * The offline mentor's answers follow the person (issue 23): a fixture of questions from different kinds of users —
 * students after Class 10 and 12, B.Com and B.Tech students, working professionals switching careers, an engineer
 * aiming for an MBA, founders — each with the career profile they would have, and the topics their answer must and
 * must not contain. A 29-year-old accountant hears about transferable skills, SQL, Python, analytics roles and a plan
 * alongside work, never about school-leaving exams or a B.Tech.
 */
import { describe, expect, it } from 'vitest';
import { offlineMentorReply } from './offline-mentor';
import { personOf } from './person';
import type { MentorProfile, MentorRequest } from './types';

const profile = (p: Partial<MentorProfile>): MentorProfile => ({ stage: null, field: '', goal: '', exampleLanguage: 'English', weakAreas: [], strongAreas: [], ...p });

interface Case {
  who: string;
  toolType: MentorRequest['toolType'];
  ask: string;
  profile: MentorProfile | null;
  must: RegExp[];
  mustNot: RegExp[];
}

/** Routes that only fit someone still at school or entering college. */
const SCHOOL_ROUTES = [/after Class 12/i, /CA Foundation/i, /B\.Tech\/B\.E\./, /JEE/];

const CASES: Case[] = [
  {
    who: 'a 29-year-old accountant switching to data science (the issue’s example)',
    toolType: 'career-finder',
    ask: "I'm 29 and want to switch from accounting to data science",
    profile: null,
    must: [/Data Scientist/, /transferable/i, /SQL/, /Python/, /Data Analyst/, /alongside your job/i],
    mustNot: [...SCHOOL_ROUTES, /Chartered Accountant/],
  },
  {
    who: 'the same accountant through the learning-path tool, with a profile',
    toolType: 'learning-path',
    ask: 'How do I move into data science?',
    profile: profile({ stage: 'professional', field: 'Accounting (5 years, audit firm)', goal: 'data science' }),
    must: [/Data Scientist/, /What you bring/, /Excel/, /SQL/, /Routes for someone already working/],
    mustNot: SCHOOL_ROUTES,
  },
  {
    who: 'a working accountant asking the career finder without naming a goal',
    toolType: 'career-finder',
    ask: 'I like numbers and analysis but I am bored of audit work. What else could I do?',
    profile: profile({ stage: 'professional', field: 'accounting' }),
    must: [/Data Analyst/, /Route while working/],
    mustNot: [/Chartered Accountant/, /after Class 12/i],
  },
  {
    who: 'a Class 12 PCM student who wants engineering',
    toolType: 'learning-path',
    ask: 'I am in Class 12 PCM and want to become a software engineer',
    profile: profile({ stage: 'school', field: 'Class 12 PCM' }),
    must: [/Software Engineer/, /Entry routes in India/, /B\.Tech/],
    mustNot: [/alongside your job/i, /Routes for someone already working/],
  },
  {
    who: 'a Class 12 commerce student asking about CA',
    toolType: 'learning-path',
    ask: 'I just finished class 12 commerce. How do I become a chartered accountant?',
    profile: null,
    must: [/Chartered Accountant/, /CA Foundation/],
    mustNot: [/alongside your job/i],
  },
  {
    who: 'a Class 10 student unsure of a stream',
    toolType: 'career-finder',
    ask: 'I am in class 10 and I love biology and helping people',
    profile: profile({ stage: 'school' }),
    must: [/Doctor/, /Typical route/],
    mustNot: [/Route while working/, /alongside your job/i],
  },
  {
    who: 'a B.Com final-year student who wants analytics',
    toolType: 'learning-path',
    ask: 'I am in B.Com final year and want to become a data analyst',
    profile: profile({ stage: 'college', field: 'B.Com' }),
    must: [/Data Analyst/, /Excel/, /SQL/, /Entry routes in India/],
    mustNot: [/Routes for someone already working/, /CA Foundation/],
  },
  {
    who: 'a B.Tech second-year student aiming for product management',
    toolType: 'learning-path',
    ask: 'How do I become a product manager? I am in second year of B.Tech',
    profile: profile({ stage: 'college', field: 'B.Tech ECE' }),
    must: [/Product Manager/],
    mustNot: [/alongside your job/i],
  },
  {
    who: 'an engineer with three years of work who wants an MBA',
    toolType: 'study-planner',
    ask: 'I have 3 years of experience as a mechanical engineer and want to prepare for CAT, 2 hours a day',
    profile: profile({ stage: 'professional', field: 'mechanical engineering' }),
    must: [/CAT/, /Quant|Quantitative/i],
    mustNot: [/after Class 12/i, /JEE/],
  },
  {
    who: 'a founder with no revenue yet',
    toolType: 'learning-path',
    ask: 'I started a startup six months ago but have no revenue. How do I grow as an entrepreneur?',
    profile: profile({ stage: 'founder', field: 'B.Tech, ex-software engineer', goal: 'first paying customers' }),
    must: [/Entrepreneur/, /customer/i],
    mustNot: SCHOOL_ROUTES,
  },
  {
    who: 'a teacher moving into UX design',
    toolType: 'learning-path',
    ask: 'I am a school teacher for 6 years and want to transition into UX design',
    profile: null,
    must: [/UX/, /What you bring from/, /Explaining hard ideas simply/, /alongside your job/i],
    mustNot: [/after Class 12/i, /Entry routes in India/],
  },
  {
    who: 'a sales executive moving into digital marketing',
    toolType: 'learning-path',
    ask: "I'm 27, working in sales for a pharma company, and want to switch to digital marketing",
    profile: null,
    must: [/Digital Marketer/i, /What you bring from/, /customers/i, /Routes for someone already working/],
    mustNot: [/after Class 12/i, /Entry routes in India/],
  },
  {
    who: 'a software developer moving into cybersecurity',
    toolType: 'learning-path',
    ask: 'I work as a backend developer and want to move into cybersecurity',
    profile: profile({ stage: 'professional', field: 'software development' }),
    must: [/Cybersecurity/i, /What you bring/, /Routes for someone already working/],
    mustNot: [/after Class 12/i, /B\.Tech\/B\.E\./],
  },
  {
    who: 'a graduate (BA English) wanting content work',
    toolType: 'learning-path',
    ask: 'I finished my BA English last year. How do I become a content writer?',
    profile: profile({ stage: 'graduate', field: 'BA English' }),
    must: [/Content Creator/i, /What you bring/, /Storytelling/],
    mustNot: [/after Class 12/i],
  },
  {
    who: 'a nurse who wants to move into data analysis',
    toolType: 'career-finder',
    ask: "I'm a nurse, 31, and want to switch to data analytics",
    profile: null,
    must: [/Data Analyst/, /What you bring/, /SQL/],
    mustNot: [/Doctor/, /NEET/, /after Class 12/i],
  },
  {
    who: 'a college student asking a skill map for web development',
    toolType: 'skill-map',
    ask: 'I know HTML and CSS. Map my skills for web developer',
    profile: profile({ stage: 'college', field: 'BCA' }),
    must: [/Web Developer/, /HTML/],
    mustNot: [/alongside your job/i],
  },
  {
    who: 'a Class 12 biology student preparing for NEET',
    toolType: 'study-planner',
    ask: 'Make a study plan for NEET, I am in class 12, 6 hours a day',
    profile: profile({ stage: 'school' }),
    must: [/NEET/, /Biology/],
    mustNot: [/alongside your job/i],
  },
  {
    who: 'a bank clerk who wants to become a financial analyst through data skills',
    toolType: 'learning-path',
    ask: 'I work as a clerk in a bank and want to become a business analyst',
    profile: null,
    must: [/Data Analyst/, /What you bring/, /financial statements/i],
    mustNot: [/after Class 12/i, /Entry routes in India/],
  },
  {
    who: 'a graduate with a weak finance assessment asking about starting a business',
    toolType: 'learning-path',
    ask: 'I want to start my own business',
    profile: profile({ stage: 'graduate', field: 'B.Sc Chemistry', weakAreas: ['finance'] }),
    must: [/Entrepreneur/, /What you bring/],
    mustNot: [/after Class 12/i],
  },
  {
    who: 'a 35-year-old mechanical engineer moving into software',
    toolType: 'learning-path',
    ask: 'I am 35, a mechanical engineer in manufacturing, and want to change careers to software development',
    profile: null,
    must: [/Software Engineer/, /Maths and structured problem solving/, /alongside your job/i],
    mustNot: [/JEE/, /after Class 12/i, /Entry routes in India/],
  },
  {
    who: 'a first-year college student exploring careers (no switch)',
    toolType: 'career-finder',
    ask: 'I am in first year of college, I enjoy technology and building things',
    profile: profile({ stage: 'college' }),
    must: [/Software Engineer|Web Developer/, /Typical route/],
    mustNot: [/Route while working/],
  },
];

describe('the offline mentor follows the person (issue 23 fixture)', () => {
  it('has at least 20 cases from different kinds of users', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(20);
  });

  for (const c of CASES) {
    it(c.who, () => {
      const answer = offlineMentorReply({ toolType: c.toolType, userInput: c.ask, history: [], attachments: [], profile: c.profile });
      for (const re of c.must) expect(answer, `${c.who}: must match ${re}`).toMatch(re);
      for (const re of c.mustNot) expect(answer, `${c.who}: must not match ${re}`).not.toMatch(re);
    });
  }
});

describe('personOf', () => {
  it('reads age, the field being left and the target from the words', () => {
    const p = personOf(null, "I'm 29 and want to switch from accounting to data science");
    expect(p).toMatchObject({ age: 29, from: 'accounting', adult: true });
    expect(p.target?.id).toBe('data-scientist');
    expect(p.fromCareer?.id).toBe('chartered-accountant');
  });

  it('takes the profile’s stage over guesses, and treats school and college students as not yet working', () => {
    expect(personOf({ stage: 'school', field: '', goal: '', exampleLanguage: 'English', weakAreas: [], strongAreas: [] }, 'I want to become a doctor').adult).toBe(false);
    expect(personOf(null, 'I am in class 12 and want to become a doctor').adult).toBe(false);
    expect(personOf(null, 'I am in B.Com final year').adult).toBe(false);
    expect(personOf(null, 'I have 4 years of experience in sales').adult).toBe(true);
  });
});
