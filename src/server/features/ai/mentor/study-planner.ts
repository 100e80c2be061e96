/**
 * Study-planner answers: a weekly plan for a named exam, with hours split by section weight, a
 * topic rotation for the foundation weeks, then practice, revision and mock-test weeks. Hours a day come
 * from the user's words (default 3), the plan length from their time frame (default: the exam's own).
 */
import { areaName, exercises } from './assessment-advice';
import { mentorKnowledge, resource } from './knowledge-base';
import type { Exam } from './knowledge-types';
import type { Person } from './person';
import { examName } from './recognise';
import { MENTOR_LABELS, joinAnd, link, nextSteps, parseHoursPerDay, parseWeeks, say } from './text';

/** The study plan's own words (headings, table, labels, phases, next steps), written in the answer's language. */
const WORDS = {
  heading: /*i18n*/ { id: 'mentor.plan.heading', message: '{exam} study plan: {weeks} weeks at {hours} hours a day' },
  perWeek: /*i18n*/ {
    id: 'mentor.plan.per-week',
    message: '**{weekly} hours a week**: {days} study days of {hours} h, plus one lighter day for a weekly test and your error log.',
  },
  assumedHours: /*i18n*/ { id: 'mentor.plan.assumed-hours', message: '(I assumed {hours} h a day.)' },
  assumedWeeks: /*i18n*/ { id: 'mentor.plan.assumed-weeks', message: '(I assumed {weeks} weeks; tell me your exam date to stretch or compress it.)' },
  theExam: /*i18n*/ { id: 'mentor.plan.the-exam', message: 'The exam:' },
  marking: /*i18n*/ { id: 'mentor.plan.marking', message: 'Marking:' },
  then: /*i18n*/ { id: 'mentor.plan.then', message: 'Then:' },
  whoCanApply: /*i18n*/ { id: 'mentor.plan.who-can-apply', message: 'Who can apply:' },
  competition: /*i18n*/ { id: 'mentor.plan.competition', message: 'Competition: {selection}, so keep a plan B.' },
  hours: /*i18n*/ { id: 'mentor.plan.hours', message: '{hours} h' },
  weeklySplit: /*i18n*/ { id: 'mentor.plan.weekly-split', message: 'Weekly split by section' },
  section: /*i18n*/ { id: 'mentor.plan.column-section', message: 'Section' },
  weight: /*i18n*/ { id: 'mentor.plan.column-weight', message: 'Weight' },
  hoursPerWeek: /*i18n*/ { id: 'mentor.plan.column-hours', message: 'Hours / week' },
  focusTopics: /*i18n*/ { id: 'mentor.plan.column-focus', message: 'Focus topics' },
  weekByWeek: /*i18n*/ { id: 'mentor.plan.week-by-week', message: 'Week by week' },
  weeks: /*i18n*/ { id: 'mentor.plan.column-weeks', message: 'Weeks' },
  phase: /*i18n*/ { id: 'mentor.plan.column-phase', message: 'Phase' },
  whatToDo: /*i18n*/ { id: 'mentor.plan.column-what', message: 'What to do' },
  foundation: /*i18n*/ { id: 'mentor.plan.foundation', message: 'Foundation' },
  catchUp: /*i18n*/ { id: 'mentor.plan.catch-up', message: 'Catch up on unfinished topics' },
  practice: /*i18n*/ { id: 'mentor.plan.practice', message: 'Practice' },
  practiceWhat: /*i18n*/ {
    id: 'mentor.plan.practice-what',
    message: 'Previous years’ questions topic by topic; one sectional test per subject each week; log every mistake',
  },
  revision: /*i18n*/ { id: 'mentor.plan.revision', message: 'Revision' },
  revisionWhat: /*i18n*/ { id: 'mentor.plan.revision-what', message: 'Revise weak topics from your error log; short notes and formula sheets; one full mock a week' },
  mocks: /*i18n*/ { id: 'mentor.plan.mocks', message: 'Mock tests' },
  mocksWhat: /*i18n*/ {
    id: 'mentor.plan.mocks-what',
    message: 'Full-length mocks at the real exam time every 2–3 days; spend as long analysing as attempting; no new topics',
  },
  studyDay: /*i18n*/ {
    id: 'mentor.plan.study-day',
    message: '**A study day (foundation weeks):** {newHours} h new topic, {practiceHours} h problems, {reviseHours} h revision of yesterday’s work.',
  },
  weakSections: /*i18n*/ {
    id: 'mentor.plan.weak-sections',
    message: '{area} scored low, so {sections} takes the first slot of each study day in the foundation weeks, while you are fresh.',
  },
  strongSections: /*i18n*/ {
    id: 'mentor.plan.strong-sections',
    message: '{area} scored high, so move {sections} to previous years’ questions early and give the hours you save to your weakest section.',
  },
  stepWeak: /*i18n*/ {
    id: 'mentor.plan.step-weak',
    message: 'Today: take one previous {exam} paper (or a sectional test) untimed, starting with {section}; check whether your assessment’s low {area} shows there too.',
  },
  stepPaper: /*i18n*/ {
    id: 'mentor.plan.step-paper',
    message: 'Today: take one previous {exam} paper (or a sectional test) untimed to find your weakest section, and give it the first slot each day.',
  },
  stepSunday: /*i18n*/ {
    id: 'mentor.plan.step-sunday',
    message: 'Each Sunday, note your mock score and top 3 mistakes here, and I will rebalance next week’s hours.',
  },
  whichExam: /*i18n*/ { id: 'mentor.plan.which-exam', message: 'Which exam are you preparing for?' },
  canBuild: /*i18n*/ {
    id: 'mentor.plan.can-build',
    message: 'I can build a week-by-week plan, split by section weight, for entrance exams (JEE Main and Advanced, NEET-UG, CAT, GATE CS, CLAT, CA Foundation, GRE, IELTS), government recruitment (UPSC, SSC CGL, bank PO, your state PSC) and campus hiring tests (TCS NQT, Infosys, Wipro, Accenture, Cognizant, Capgemini).',
  },
  whichAndWhen: /*i18n*/ { id: 'mentor.plan.which-and-when', message: 'Which exam is yours, and when is it? I will plan backwards from the date.' },
  otherExam: /*i18n*/ {
    id: 'mentor.plan.other-exam',
    message: 'For any other exam, list its sections (and their marks) and I will use the same method: learn, practise, revise, then mock tests.',
  },
  stepName: /*i18n*/ { id: 'mentor.plan.step-name', message: 'Reply with the exam name, e.g. "Plan for JEE Main, 4 hours a day, exam in 3 months".' },
  stepHardest: /*i18n*/ { id: 'mentor.plan.step-hardest', message: 'Mention the subjects you find hardest so they get the early slots.' },
};

export const DEFAULT_HOURS_PER_DAY = 3;
export const STUDY_DAYS_PER_WEEK = 6;
const MIN_WEEKS = 4;
const MAX_WEEKS = 52;
const MAX_FOUNDATION_ROWS = 8;

export interface PlanPhases {
  foundation: number;
  practice: number;
  revision: number;
  mocks: number;
}

/** Splits a plan of `weeks` into foundation (~50%), practice (~25%), revision (~15%) and mocks (~10%), each ≥ 1. */
export function planPhases(weeks: number): PlanPhases {
  const mocks = Math.max(1, Math.round(weeks * 0.1));
  const revision = Math.max(1, Math.round(weeks * 0.15));
  const practice = Math.max(1, Math.round(weeks * 0.25));
  return { foundation: Math.max(1, weeks - mocks - revision - practice), practice, revision, mocks };
}

/** Weekly hours per section by study share, in half-hours, by largest remainder so the parts add up. */
export function sectionHours(exam: Exam, weeklyHours: number): number[] {
  const units = Math.round(weeklyHours * 2);
  const raw = exam.sections.map((s) => (units * s.studyShare) / 100);
  const base = raw.map(Math.floor);
  let left = units - base.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => ({ i, frac: r - Math.floor(r) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    base[i]++;
    left--;
  }
  return base.map((u) => u / 2);
}

/** "5.5 h" ("5.5 घंटे"): hours in a table cell, in the answer's language. */
function hoursText(h: number): string {
  return say(WORDS.hours, { hours: h });
}

/** Rows of the foundation phase: which topics to learn in which week(s). */
function foundationRows(exam: Exam, weeks: number): { label: string; focus: string }[] {
  // Few sections: rotate all subjects every week. Many sections (GATE): subject by subject.
  const items: { section: string; topic: string }[] = [];
  if (exam.sections.length <= 4) {
    const maxTopics = Math.max(...exam.sections.map((s) => s.topics.length));
    for (let j = 0; j < maxTopics; j++) for (const s of exam.sections) if (s.topics[j]) items.push({ section: s.name, topic: s.topics[j] });
  } else {
    for (const s of exam.sections) items.push({ section: s.name, topic: s.topics.slice(0, 3).join('; ') });
  }
  const rows = Math.min(weeks, MAX_FOUNDATION_ROWS, items.length);
  const out: { label: string; focus: string }[] = [];
  let weekStart = 1;
  for (let r = 0; r < rows; r++) {
    const span = Math.floor(((r + 1) * weeks) / rows) - Math.floor((r * weeks) / rows);
    const from = Math.floor((r * items.length) / rows);
    const to = Math.max(from + 1, Math.floor(((r + 1) * items.length) / rows));
    const slice = items.slice(from, Math.min(to, items.length));
    const bySection = new Map<string, string[]>();
    for (const it of slice) bySection.set(it.section, [...(bySection.get(it.section) ?? []), it.topic]);
    const focus = [...bySection].map(([sec, topics]) => `**${shortName(sec)}:** ${topics.join('; ')}`).join(' · ');
    out.push({ label: span > 1 ? `${weekStart}–${weekStart + span - 1}` : `${weekStart}`, focus: focus || say(WORDS.catchUp) });
    weekStart += span;
  }
  return out;
}

/** "Paper 1: Accounting" → "Accounting"; "Verbal Ability and Reading Comprehension (VARC)" → "VARC". */
function shortName(section: string): string {
  const abbr = /\(([A-Z]{2,6})\)$/.exec(section);
  if (abbr) return abbr[1];
  return section.replace(/^Paper \d+:\s*/, '').replace(/\s*\(.*\)$/, '');
}

function range(from: number, count: number): string {
  return count > 1 ? `${from}–${from + count - 1}` : `${from}`;
}

/**
 * The exam's sections that exercise each of the person's weak and strong assessment areas, as short names:
 * communication → VARC or English, digital and data skills → data interpretation, financial literacy → accounting or
 * economics. Areas no section exercises are left out.
 */
function assessedSections(exam: Exam, person: Pick<Person, 'weak' | 'strong'> | undefined) {
  const of = (areas: readonly Person['weak'][number][]) =>
    areas.map((area) => ({ area, sections: exam.sections.filter((s) => exercises(s.name, area)).map((s) => shortName(s.name)) })).filter((x) => x.sections.length > 0);
  return { weak: of(person?.weak ?? []), strong: of(person?.strong ?? []) };
}

/**
 * A weekly plan for `exam` as Markdown: hours a day and weeks from the user's words (defaults otherwise), hours per
 * section by weight, foundation, practice, revision and mock weeks, a study day, tips and resources. Sections that
 * exercise an area the person's skills assessment scored low take the first slot; those in a strong area move to
 * practice sooner.
 */
export function studyPlanReply(exam: Exam, userText: string, person?: Pick<Person, 'weak' | 'strong'>): string {
  const assessed = assessedSections(exam, person);
  const statedHours = parseHoursPerDay(userText);
  const perDay = statedHours ?? DEFAULT_HOURS_PER_DAY;
  const weekly = Math.round(perDay * STUDY_DAYS_PER_WEEK * 2) / 2;
  const statedWeeks = parseWeeks(userText);
  const weeks = Math.min(MAX_WEEKS, Math.max(MIN_WEEKS, statedWeeks ?? exam.defaultWeeks));
  const phases = planPhases(weeks);
  const hours = sectionHours(exam, weekly);

  const name = examName(exam, userText);
  const lines: string[] = [
    `## ${say(WORDS.heading, { exam: name, weeks, hours: perDay })}`,
    '',
    say(WORDS.perWeek, { weekly, days: STUDY_DAYS_PER_WEEK, hours: perDay }) +
      (statedHours === null ? ` ${say(WORDS.assumedHours, { hours: DEFAULT_HOURS_PER_DAY })}` : '') +
      (statedWeeks === null ? ` ${say(WORDS.assumedWeeks, { weeks: exam.defaultWeeks })}` : ''),
    '',
    // Recruitment exams have long patterns; their stages say more than the duration.
    `**${say(WORDS.theExam)}** ${exam.kind ? '' : `${exam.duration}; `}${exam.pattern}. ${say(WORDS.marking)} ${exam.marking}.${exam.after ? ` ${say(WORDS.then)} ${exam.after}.` : ''}`,
    '',
    ...(exam.eligibility ? [`**${say(WORDS.whoCanApply)}** ${exam.eligibility}.${exam.selection ? ` ${say(WORDS.competition, { selection: exam.selection })}` : ''}`, ''] : []),
    `### ${say(WORDS.weeklySplit)}`,
    `| ${say(WORDS.section)} | ${say(WORDS.weight)} | ${say(WORDS.hoursPerWeek)} | ${say(WORDS.focusTopics)} |`,
    '|---|---|---|---|',
    ...exam.sections.map((s, i) => `| ${s.name} | ${s.weightLabel} | ${hoursText(hours[i])} | ${s.topics.slice(0, exam.sections.length > 4 ? 2 : 3).join('; ')} |`),
    '',
    `### ${say(WORDS.weekByWeek)}`,
    `| ${say(WORDS.weeks)} | ${say(WORDS.phase)} | ${say(WORDS.whatToDo)} |`,
    '|---|---|---|',
  ];
  for (const row of foundationRows(exam, phases.foundation)) lines.push(`| ${row.label} | ${say(WORDS.foundation)} | ${row.focus} |`);
  let w = phases.foundation + 1;
  lines.push(`| ${range(w, phases.practice)} | ${say(WORDS.practice)} | ${say(WORDS.practiceWhat)} |`);
  w += phases.practice;
  lines.push(`| ${range(w, phases.revision)} | ${say(WORDS.revision)} | ${say(WORDS.revisionWhat)} |`);
  w += phases.revision;
  lines.push(`| ${range(w, phases.mocks)} | ${say(WORDS.mocks)} | ${say(WORDS.mocksWhat)} |`);

  const newH = Math.round(perDay * 0.5 * 2) / 2;
  const practiceH = Math.round(perDay * 0.35 * 2) / 2;
  const reviseH = Math.max(0.5, Math.round((perDay - newH - practiceH) * 2) / 2);
  const res = exam.resources.slice(0, 3).map((k) => {
    const r = resource(k);
    return link(r.name, r.url);
  });
  lines.push(
    '',
    say(WORDS.studyDay, { newHours: newH, practiceHours: practiceH, reviseHours: reviseH }),
    '',
    ...assessed.weak.map((w) => `**${say(MENTOR_LABELS.fromAssessment)}** ${say(WORDS.weakSections, { area: areaName(w.area), sections: joinAnd(w.sections) })}`),
    ...assessed.strong.map((st) => `**${say(MENTOR_LABELS.fromAssessment)}** ${say(WORDS.strongSections, { area: areaName(st.area), sections: joinAnd(st.sections) })}`),
    ...(assessed.weak.length + assessed.strong.length > 0 ? [''] : []),
    `**${say(MENTOR_LABELS.tips)}** ${exam.tips.slice(0, 2).join('. ')}.`,
    '',
    `**${say(MENTOR_LABELS.resources)}** ${res.join(' · ')}`,
    '',
    `_${mentorKnowledge().examDisclaimer}_`,
    '',
    nextSteps([
      assessed.weak.length > 0
        ? say(WORDS.stepWeak, { exam: name, section: assessed.weak[0].sections[0], area: areaName(assessed.weak[0].area) })
        : say(WORDS.stepPaper, { exam: name }),
      say(WORDS.stepSunday),
    ]),
  );
  return lines.join('\n');
}

/** The answer when no supported exam is named. */
export function unknownExamReply(): string {
  return [
    `## ${say(WORDS.whichExam)}`,
    '',
    say(WORDS.canBuild),
    '',
    say(WORDS.whichAndWhen),
    '',
    say(WORDS.otherExam),
    '',
    nextSteps([say(WORDS.stepName), say(WORDS.stepHardest)]),
  ].join('\n');
}
