/**
 * Campus placements at India's mass recruiters (TCS, Infosys, Wipro, Accenture, Cognizant, Capgemini…): how the
 * process works — online aptitude test, coding, technical and HR interviews — what each named company's test looks
 * like and pays, and a plan from third year to the drive. Most engineering and BCA/MCA students are hired this way,
 * so a question about it is answered directly, never with "which role do you want?".
 */
import { examById, mentorKnowledge, resource } from './knowledge-base';
import type { Exam } from './knowledge-types';
import { examShortName } from './recognise';
import { MENTOR_LABELS, findPhrase, joinAnd, link, nextSteps, normalise, parseWeeks, say } from './text';

/** The answer's own words (headings, table headings, labels, next steps), written in the answer's language. */
const WORDS = {
  headingNamed: /*i18n*/ { id: 'mentor.placements.heading-named', message: 'Placements at {companies}: how the process works' },
  heading: /*i18n*/ { id: 'mentor.placements.heading', message: 'Campus placements at mass recruiters: how the process works' },
  round: /*i18n*/ { id: 'mentor.placements.column-round', message: 'Round' },
  tests: /*i18n*/ { id: 'mentor.placements.column-tests', message: 'What it tests' },
  prepare: /*i18n*/ { id: 'mentor.placements.column-prepare', message: 'How to prepare' },
  companies: /*i18n*/ { id: 'mentor.placements.companies', message: 'The companies' },
  eligibility: /*i18n*/ { id: 'mentor.placements.eligibility', message: 'Eligibility:' },
  plan: /*i18n*/ { id: 'mentor.placements.plan', message: 'A plan' },
  yourWeeks: /*i18n*/ { id: 'mentor.placements.your-weeks', message: 'Your {weeks} weeks:' },
  stepTest: /*i18n*/ { id: 'mentor.placements.step-test', message: 'Today: take one timed aptitude test (numerical, reasoning, verbal) to find your weakest section.' },
  stepPlanner: /*i18n*/ { id: 'mentor.placements.step-planner', message: 'Ask the Exam Study Planner for a week-by-week plan, e.g. "TCS NQT plan, 3 hours a day, 8 weeks".' },
};

/** The companies' own hiring tests named in `text`, in the order the text names them. */
export function namedPlacementTests(text: string): Exam[] {
  const t = normalise(text);
  return mentorKnowledge().exams.filter((e) => e.kind === 'placement' && !e.generic)
    .map((e) => ({ e, i: Math.min(...[...e.aliases, ...(e.weakAliases ?? [])].map((a) => findPhrase(t, a)).filter((i) => i >= 0), Infinity) }))
    .filter((x) => x.i < Infinity)
    .sort((a, b) => a.i - b.i)
    .map((x) => x.e);
}

const EMPLOYERS: Partial<Record<Exam['id'], string>> = { 'tcs-nqt': 'TCS', 'infosys-test': 'Infosys', 'wipro-nth': 'Wipro', 'accenture-test': 'Accenture', 'cognizant-genc': 'Cognizant', 'capgemini-test': 'Capgemini' };

/** The company behind a hiring test ("TCS" for TCS NQT). */
function employerOf(test: Exam): string {
  return EMPLOYERS[test.id] ?? test.shortName ?? test.name;
}

/** True when the text asks about campus placements or a company's hiring test. */
export function asksAboutPlacements(text: string): boolean {
  const t = normalise(text);
  if (namedPlacementTests(text).length > 0 && /\b(?:placement|placed|drive|hiring|recruitment|test|exam|nqt|pattern|paper|prepare|preparation|interview|crack|clear|select|selected|join|padh)/.test(t)) return true;
  return examById('campus-placements').aliases.some((a) => findPhrase(t, a) >= 0);
}

/**
 * How campus hiring works and how to prepare, as Markdown: the rounds with how to prepare for each, the named
 * companies' tests and pay (the three largest when none is named), eligibility, a timeline (or the weeks the text
 * gives) and resources; students of colleges few companies visit are pointed to the national off-campus drives.
 */
export function placementGuideReply(text: string): string {
  const named = namedPlacementTests(text);
  const companies = named.length > 0 ? named : mentorKnowledge().exams.filter((e) => e.kind === 'placement' && !e.generic).slice(0, 3);
  const generic = examById('campus-placements');
  const weeks = parseWeeks(text);
  const title = named.length > 0 ? say(WORDS.headingNamed, { companies: joinAnd(named.map(employerOf)) }) : say(WORDS.heading);
  const offCampus = /\b(?:tier\s*[23]|off\s*campus|no (?:campus )?placements?|not many companies|few companies)\b/i.test(text);
  const lines = [
    `## ${title}`,
    '',
    'Service-based IT companies hire freshers in large numbers through the same few steps. Most candidates are filtered out in the online test, so that is where preparation pays first.',
    '',
    `| ${say(WORDS.round)} | ${say(WORDS.tests)} | ${say(WORDS.prepare)} |`,
    '|---|---|---|',
    '| 1. Online aptitude test | Numerical ability, logical reasoning, verbal ability (English) | 30–40 timed questions a day; previous papers of the company |',
    '| 2. Coding and pseudocode | Output of pseudocode, 1–2 coding problems (arrays, strings) | One language well; 2 problems a day on a practice site |',
    '| 3. Technical interview | Your projects, OOP, DBMS and SQL, operating systems, networks basics | Explain each project on your CV in 2 minutes; revise core subjects |',
    '| 4. HR interview | Communication, attitude, relocation and the service agreement | A 1-minute introduction; honest answers on strengths and goals |',
    '',
    `### ${say(WORDS.companies)}`,
    ...companies.map((e) => `- **${examShortName(e)}:** ${e.pattern}. ${e.after ?? ''}`.trim()),
    '',
    `**${say(WORDS.eligibility)}** ${generic.eligibility}. A better coding score moves you from the standard role (about ₹3.5–4.5 LPA) to the digital or specialist roles (₹6–12 LPA).`,
    '',
    `### ${say(WORDS.plan)}`,
    weeks
      ? `- **${say(WORDS.yourWeeks, { weeks })}** aptitude every day (1 hour), coding every day (1 hour), one full mock test a week, core subjects and interview answers in the last third.`
      : '- **Third year:** one language and basic data structures, 2 projects you can explain, and the aptitude basics (percentages, ratios, time and work).',
    ...(weeks ? [] : ['- **Final year, 2–3 months before the drives:** a daily aptitude set, 2 coding problems a day, a full mock test each week, and interview answers for every line of your CV.']),
    ...(offCampus
      ? ['- **Off-campus:** if few companies visit your college, register for the national off-campus drives (TCS NQT, Wipro Elite, Infosys and Cognizant drives): they are open to all eligible colleges. Watch the companies’ careers pages and apply the day a drive opens.']
      : ['- **Off-campus too:** TCS NQT and the other national drives are open to students of every college, so register even if your campus has few companies.']),
    '',
    `**${say(MENTOR_LABELS.resources)}** ${[...generic.resources.map((k) => resource(k)), ...named.map((e) => resource(e.resources[0]))].slice(0, 4).map((r) => link(r.name, r.url)).join(' · ')}`,
    '',
    '_Patterns and packages change with every drive; check the company’s latest notice._',
    '',
    nextSteps([
      say(WORDS.stepTest),
      say(WORDS.stepPlanner),
    ]),
  ];
  return lines.join('\n');
}
