/**
 * The offline mentor's answers follow the person: a fixture of questions from different kinds of users —
 * students after Class 10 and 12, B.Com and B.Tech students, working professionals switching careers, an engineer
 * aiming for an MBA, founders — each with the career profile they would have, and the topics their answer must and
 * must not contain. A 29-year-old accountant hears about transferable skills, SQL, Python, analytics roles and a plan
 * alongside work, never about school-leaving exams or a B.Tech.
 *
 * Many carry a skills assessment too, and their checks prove it is used: a weak area brings the result page's remedy
 * (a graduate weak in financial literacy hears about the Financial Planning for Startups course, at the roadmap stage
 * that needs it), a strong one is built on (someone strong in communication is not sent to communication basics).
 * A preferred example language other than English is met honestly: the offline mentor says it answers in English.
 * A small separate group has no profile (visitors, people who skipped onboarding).
 */
import { describe, expect, it } from 'vitest';
import type { AssessmentAreaId } from '~/shared/assessment';
import { rankCareers } from './career-finder';
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
    who: 'a 29-year-old accountant switching to data science (the issue’s example), with the profile they filled in',
    toolType: 'career-finder',
    ask: "I'm 29 and want to switch from accounting to data science",
    profile: profile({ stage: 'professional', field: 'Accounting, audit firm', goal: 'Move into data science' }),
    must: [/Data Scientist/, /transferable/i, /SQL/, /Python/, /Data Analyst/, /alongside your job/i],
    mustNot: [...SCHOOL_ROUTES, /Chartered Accountant/, /skills assessment/i],
  },
  {
    who: 'the same accountant through the learning-path tool, after an assessment weak in communication and strong in digital skills',
    toolType: 'learning-path',
    ask: 'How do I move into data science?',
    profile: profile({ stage: 'professional', field: 'Accounting (5 years, audit firm)', goal: 'data science', weakAreas: ['communication'], strongAreas: ['digital'] }),
    must: [
      /Data Scientist/, /What you bring/, /Excel/, /SQL/, /Routes for someone already working/,
      // The weak area gets the result page's remedy, placed at the stage that needs it.
      /\*\*Communication\*\* scored low, and the Data Scientist path needs it: take \[Preparing for Interviews with the STAR Method\]\(\/blog\/interview-preparation-star-method\)/,
      /before Stage 4 \(Specialise and communicate\)/,
      /\*\*Digital and data skills\*\* scored high: move quickly through spreadsheet/,
    ],
    // A high digital score is about spreadsheets and tools, not programming: Python stays something to learn.
    mustNot: [...SCHOOL_ROUTES, /Python[^\n]*\(your assessment\)/],
  },
  {
    who: 'a working accountant asking the career finder without naming a goal',
    toolType: 'career-finder',
    ask: 'I like numbers and analysis but I am bored of audit work. What else could I do?',
    profile: profile({ stage: 'professional', field: 'accounting', goal: 'Something more analytical than audit' }),
    must: [/Data Analyst/, /Route while working/],
    mustNot: [/Chartered Accountant/, /after Class 12/i],
  },
  {
    who: 'a Class 12 PCM student who wants engineering',
    toolType: 'learning-path',
    ask: 'I am in Class 12 PCM and want to become a software engineer',
    profile: profile({ stage: 'school', field: 'Class 12 PCM', goal: 'Software engineer', exampleLanguage: 'Hindi' }),
    must: [/Software Engineer/, /Entry routes in India/, /B\.Tech/, /examples in Hindi; this offline mentor can only answer in English/],
    mustNot: [/alongside your job/i, /Routes for someone already working/],
  },
  {
    who: 'a Class 12 commerce student asking about CA, strong in financial literacy and weak in digital skills',
    toolType: 'learning-path',
    ask: 'I just finished class 12 commerce. How do I become a chartered accountant?',
    profile: profile({ stage: 'school', field: 'Class 12 Commerce', goal: 'Chartered accountant', weakAreas: ['digital'], strongAreas: ['finance'] }),
    must: [
      /Chartered Accountant/, /CA Foundation/,
      /\*\*Financial literacy\*\* scored high/,
      // A CA works in spreadsheets every day: the Excel course is the remedy.
      /\*\*Digital and data skills\*\* scored low, and the Chartered Accountant \(CA\) path needs it: take \[Excel for Data Analysis\]/,
    ],
    // The marketing course is for marketers and founders, not for a CA aspirant.
    mustNot: [/alongside your job/i, /Digital Marketing for Entrepreneurs/],
  },
  {
    who: 'a Class 10 student unsure of a stream',
    toolType: 'career-finder',
    ask: 'I am in class 10 and I love biology and helping people',
    profile: profile({ stage: 'school', field: 'Class 10' }),
    must: [/Doctor/, /Typical route/],
    mustNot: [/Route while working/, /alongside your job/i],
  },
  {
    who: 'a B.Com final-year student who wants analytics',
    toolType: 'learning-path',
    ask: 'I am in B.Com final year and want to become a data analyst',
    profile: profile({ stage: 'college', field: 'B.Com', goal: 'Data analyst' }),
    must: [/Data Analyst/, /Excel/, /SQL/, /Entry routes in India/],
    mustNot: [/Routes for someone already working/, /CA Foundation/],
  },
  {
    who: 'a B.Com student weighing dropping out for a startup, weak in financial literacy',
    toolType: 'what-if',
    ask: 'What if I drop out of B.Com to start my own business?',
    profile: profile({ stage: 'college', field: 'B.Com second year', goal: 'Start a business', weakAreas: ['finance'] }),
    must: [
      /Entrepreneur/, /Money questions/,
      // The weak area shows up where money is discussed, with the result page's guide, and as a con of B with the course.
      /rated financial literacy Starting out, so work these out with a guide before deciding: \[Break-Even and Runway/,
      /It needs financial literacy, which your skills assessment rated Starting out; close the gap first with \[Financial Planning for Startups\]/,
    ],
    mustNot: [/alongside your job/i],
  },
  {
    who: 'a B.Tech second-year student aiming for product management',
    toolType: 'learning-path',
    ask: 'How do I become a product manager? I am in second year of B.Tech',
    profile: profile({ stage: 'college', field: 'B.Tech ECE', goal: 'Product manager' }),
    must: [/Product Manager/],
    mustNot: [/alongside your job/i],
  },
  {
    who: 'an engineer with three years of work preparing for CAT, weak in communication and strong in digital skills',
    toolType: 'study-planner',
    ask: 'I have 3 years of experience as a mechanical engineer and want to prepare for CAT, 2 hours a day',
    profile: profile({ stage: 'professional', field: 'mechanical engineering', goal: 'MBA from a good B-school', weakAreas: ['communication'], strongAreas: ['digital'] }),
    must: [
      /CAT/, /Quant|Quantitative/i,
      /communication scored low, so VARC takes the first slot of each study day/,
      /digital and data skills scored high, so move DILR to previous years’ questions early/,
      /starting with VARC/,
    ],
    mustNot: [/after Class 12/i, /JEE/, /find your weakest section/],
  },
  {
    who: 'a founder with no revenue yet, strong in entrepreneurship and weak in financial literacy',
    toolType: 'learning-path',
    ask: 'I started a startup six months ago but have no revenue. How do I grow as an entrepreneur?',
    profile: profile({ stage: 'founder', field: 'B.Tech, ex-software engineer', goal: 'first paying customers', weakAreas: ['finance'], strongAreas: ['entrepreneurship'] }),
    must: [
      /Entrepreneur/, /customer/i,
      /\*\*Financial literacy\*\* scored low[^\n]*\[Financial Planning for Startups\]\(\/entrepreneurship\/courses\/financial-planning-for-startups\)[^\n]*before Stage 3 \(Business model and finances\)/,
      /\*\*Entrepreneurship\*\* scored high[^\n]*To take it further: \[Scaling Your Startup\]/,
      /book time for \[Financial Planning for Startups\]/,
    ],
    mustNot: [...SCHOOL_ROUTES, /Market Research Fundamentals/],
  },
  {
    who: 'a founder asking for a SWOT, strong in digital skills and weak in entrepreneurship',
    toolType: 'swot',
    ask: 'SWOT for me: I am good at coding and I have built an app, but I have no sales experience and the market is crowded',
    profile: profile({ stage: 'founder', field: 'B.Tech CSE', goal: 'Turn my app into a business', weakAreas: ['entrepreneurship'], strongAreas: ['digital'] }),
    must: [
      /Good at coding/i,
      /From your skills assessment:_ strong digital and data skills/,
      /From your skills assessment:_ entrepreneurship to work on/,
      /For entrepreneurship:_ \[Market Research Fundamentals\]/,
      /and your skills assessment/,
    ],
    mustNot: [/after Class 12/i],
  },
  {
    who: 'a teacher moving into UX design',
    toolType: 'learning-path',
    ask: 'I am a school teacher for 6 years and want to transition into UX design',
    profile: profile({ stage: 'professional', field: 'School teacher (English)', goal: 'UX designer' }),
    must: [/UX/, /What you bring from/, /Explaining hard ideas simply/, /alongside your job/i],
    mustNot: [/after Class 12/i, /Entry routes in India/],
  },
  {
    who: 'a sales executive moving into digital marketing',
    toolType: 'learning-path',
    ask: "I'm 27, working in sales for a pharma company, and want to switch to digital marketing",
    profile: profile({ stage: 'professional', field: 'Pharma sales', goal: 'Digital marketing' }),
    must: [/Digital Marketer/i, /What you bring from/, /customers/i, /Routes for someone already working/],
    mustNot: [/after Class 12/i, /Entry routes in India/],
  },
  {
    who: 'a software developer moving into cybersecurity',
    toolType: 'learning-path',
    ask: 'I work as a backend developer and want to move into cybersecurity',
    profile: profile({ stage: 'professional', field: 'software development', goal: 'Security analyst' }),
    must: [/Cybersecurity/i, /What you bring/, /Routes for someone already working/],
    mustNot: [/after Class 12/i, /B\.Tech\/B\.E\./],
  },
  {
    who: 'a graduate (BA English) wanting content work',
    toolType: 'learning-path',
    ask: 'I finished my BA English last year. How do I become a content writer?',
    profile: profile({ stage: 'graduate', field: 'BA English', goal: 'Content writer' }),
    must: [/Content Creator/i, /What you bring/, /Storytelling/],
    mustNot: [/after Class 12/i],
  },
  {
    who: 'a nurse who wants to move into data analysis',
    toolType: 'career-finder',
    ask: "I'm a nurse, 31, and want to switch to data analytics",
    profile: profile({ stage: 'professional', field: 'Nursing (B.Sc), hospital ward', goal: 'Healthcare data analyst', exampleLanguage: 'Malayalam' }),
    must: [/Data Analyst/, /What you bring/, /SQL/, /examples in Malayalam/],
    mustNot: [/Doctor/, /NEET/, /after Class 12/i],
  },
  {
    who: 'a college student asking a skill map for web development',
    toolType: 'skill-map',
    ask: 'I know HTML and CSS. Map my skills for web developer',
    profile: profile({ stage: 'college', field: 'BCA', goal: 'Front-end developer' }),
    must: [/Web Developer/, /HTML/],
    mustNot: [/alongside your job/i, /your assessment/],
  },
  {
    who: 'a B.Ed graduate strong in communication asking for a skill map to teaching',
    toolType: 'skill-map',
    ask: 'Map my skills for becoming a teacher. I know maths well and I have done lesson planning in my B.Ed',
    profile: profile({ stage: 'graduate', field: 'B.Sc Maths, B.Ed', goal: 'Maths teacher', strongAreas: ['communication'] }),
    must: [/Teacher/, /Your skills assessment rated \*\*communication\*\* Strong/, /Start with \*\*Classroom management\*\*/],
    // Someone strong in communication is not sent back to communication basics, and is not told they have a skill the
    // assessment did not measure.
    mustNot: [/Start with \*\*Communication/, /Communication and presentation[^\n]*→ Learn next/, /Communication and presentation[^\n]*✓ Have/, /\(your assessment/],
  },
  {
    who: 'a marketing graduate weak in digital skills asking for a skill map',
    toolType: 'skill-map',
    ask: 'Map my skills for digital marketing. I write well.',
    profile: profile({ stage: 'graduate', field: 'BBA Marketing', goal: 'Digital marketer', weakAreas: ['digital'] }),
    must: [/Digital Marketer/, /Your skills assessment rated \*\*digital and data skills\*\* Starting out/, /Analytics \(GA4, Excel\)[^\n]*→ Learn next[^\n]*\[Digital Marketing for Entrepreneurs\]/],
    mustNot: [/alongside your job/i],
  },
  {
    who: 'a Class 12 biology student preparing for NEET',
    toolType: 'study-planner',
    ask: 'Make a study plan for NEET, I am in class 12, 6 hours a day',
    profile: profile({ stage: 'school', field: 'Class 12 PCB', goal: 'Doctor (MBBS)', weakAreas: ['finance'] }),
    // NEET has no section that the financial-literacy area speaks to: the plan does not pretend otherwise.
    must: [/NEET/, /Biology/, /find your weakest section/],
    mustNot: [/alongside your job/i, /skills assessment/i],
  },
  {
    who: 'a bank clerk who wants to become a business analyst',
    toolType: 'learning-path',
    ask: 'I work as a clerk in a bank and want to become a business analyst',
    profile: profile({ stage: 'professional', field: 'Bank clerk, public sector bank', goal: 'Business analyst' }),
    must: [/Data Analyst/, /What you bring/, /financial statements/i],
    mustNot: [/after Class 12/i, /Entry routes in India/],
  },
  {
    who: 'a graduate with a weak finance assessment asking about starting a business',
    toolType: 'learning-path',
    ask: 'I want to start my own business',
    profile: profile({ stage: 'graduate', field: 'B.Sc Chemistry', goal: 'Own business', weakAreas: ['finance'], strongAreas: ['communication'] }),
    must: [/Entrepreneur/, /What you bring/, /\[Financial Planning for Startups\]\(\/entrepreneurship\/courses\/financial-planning-for-startups\)/, /\*\*Communication\*\* scored high: skip beginner material on communication/],
    mustNot: [/after Class 12/i],
  },
  {
    who: 'a 35-year-old mechanical engineer moving into software',
    toolType: 'learning-path',
    ask: 'I am 35, a mechanical engineer in manufacturing, and want to change careers to software development',
    profile: profile({ stage: 'professional', field: 'Mechanical engineering, manufacturing', goal: 'Software developer' }),
    must: [/Software Engineer/, /Maths and structured problem solving/, /alongside your job/i],
    mustNot: [/JEE/, /after Class 12/i, /Entry routes in India/],
  },
  {
    who: 'a first-year college student exploring careers, unsure of direction and strong in digital skills',
    toolType: 'career-finder',
    ask: 'I am in first year of college, I enjoy technology and building things',
    profile: profile({ stage: 'college', field: 'B.Sc Physics first year', weakAreas: ['career'], strongAreas: ['digital'] }),
    must: [
      /Software Engineer|Web Developer/, /Typical route/,
      /Your skills assessment shows strong digital and data skills, so among your matches the careers that use it come first/,
      /### 1\. Software Engineer[^#]*It uses your strong digital and data skills\./,
      /put career direction low[^\n]*\[How to Choose a Career Path\]\(\/blog\/how-to-choose-a-career-path\)/,
    ],
    mustNot: [/Route while working/],
  },
  {
    who: 'a graduate without a clear goal, weak in career direction',
    toolType: 'learning-path',
    ask: 'I finished my degree and do not know what to do next',
    profile: profile({ stage: 'graduate', field: 'BA Economics', weakAreas: ['career'] }),
    must: [/pin down your goal/i, /career direction low[^\n]*\[Career Finder \(AI tool\)\]\(\/ai-tools\?tool=career-finder\)/],
    mustNot: [/after Class 12/i],
  },
];

/** Visitors and people who skipped onboarding have no profile: the mentor still reads their words. */
const NO_PROFILE_CASES: Case[] = [
  {
    who: 'no profile: the 29-year-old accountant’s words alone',
    toolType: 'career-finder',
    ask: "I'm 29 and want to switch from accounting to data science",
    profile: null,
    must: [/Data Scientist/, /transferable/i, /SQL/, /Python/, /Data Analyst/, /alongside your job/i],
    mustNot: [...SCHOOL_ROUTES, /Chartered Accountant/, /assessment/i, /offline mentor can only answer/],
  },
  {
    who: 'no profile: a Class 12 commerce student asking about CA',
    toolType: 'learning-path',
    ask: 'I just finished class 12 commerce. How do I become a chartered accountant?',
    profile: null,
    must: [/Chartered Accountant/, /CA Foundation/],
    mustNot: [/alongside your job/i, /assessment/i],
  },
];

describe('the offline mentor follows the person (user-profile fixtures)', () => {
  it('has at least 20 cases from different kinds of users, each with the profile they have, several with an assessment', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(20);
    expect(CASES.every((c) => c.profile !== null)).toBe(true);
    expect(CASES.filter((c) => c.profile!.weakAreas.length + c.profile!.strongAreas.length > 0).length).toBeGreaterThanOrEqual(8);
  });

  for (const c of [...CASES, ...NO_PROFILE_CASES]) {
    it(c.who, () => {
      const answer = offlineMentorReply({ toolType: c.toolType, userInput: c.ask, history: [], attachments: [], profile: c.profile });
      for (const re of c.must) expect(answer, `${c.who}: must match ${re}`).toMatch(re);
      for (const re of c.mustNot) expect(answer, `${c.who}: must not match ${re}`).not.toMatch(re);
    });
  }
});

describe('the career finder and the assessment', () => {
  const text = 'I enjoy helping people and technology';
  const top = (strong: AssessmentAreaId[]) => rankCareers(text, strong).ranked.map((r) => r.career.id).slice(0, 2);

  it('puts matches that use a strong area first, and adds no career the interests do not match', () => {
    expect(top([])).not.toEqual(top(['communication']));
    expect(top(['communication'])[0]).toBe('teacher');
    expect(top(['digital'])[0]).not.toBe('teacher');
    const matched = new Set(rankCareers(text).ranked.map((r) => r.career.id));
    expect(rankCareers(text, ['communication', 'finance', 'entrepreneurship']).ranked.every((r) => matched.has(r.career.id))).toBe(true);
  });
});

describe('personOf', () => {
  it('reads age, the field being left and the target from the words', () => {
    const p = personOf(null, "I'm 29 and want to switch from accounting to data science");
    expect(p).toMatchObject({ age: 29, from: 'accounting', adult: true });
    expect(p.target?.id).toBe('data-scientist');
    expect(p.fromCareer?.id).toBe('chartered-accountant');
  });

  it('carries the assessment’s weak and strong areas, dropping unknown ids and never listing an area as both', () => {
    const p = personOf(profile({ weakAreas: ['finance', 'astrology', 'career'], strongAreas: ['digital', 'finance'] }), '');
    expect(p.weak).toEqual(['career', 'finance']);
    expect(p.strong).toEqual(['digital']);
  });

  it('takes the profile’s stage over guesses, and treats school and college students as not yet working', () => {
    expect(personOf({ stage: 'school', field: '', goal: '', exampleLanguage: 'English', weakAreas: [], strongAreas: [] }, 'I want to become a doctor').adult).toBe(false);
    expect(personOf(null, 'I am in class 12 and want to become a doctor').adult).toBe(false);
    expect(personOf(null, 'I am in B.Com final year').adult).toBe(false);
    expect(personOf(null, 'I have 4 years of experience in sales').adult).toBe(true);
  });
});
