/**
 * What-if answers: a comparison of the two paths a person is choosing between, read from any common phrasing —
 * "should I quit my TCS job to prepare for UPSC", "MBA or MS in data science", "confused between MS abroad or a job at
 * Infosys", "what if I drop out of MBA after the first year and take a job", "career change from teaching to data
 * analysis", and Hinglish or Hindi ones after glossing ("naukri chhod ke UPSC ki taiyari" → "job quit and UPSC
 * preparation": the option before the verb is the one left).
 *
 * Each side is recognised as a kind of path — a job (at a company), exam preparation (full-time, alongside a job, or a
 * gap year), a career, a degree to finish, higher study (MBA, MS abroad…), a business, government or private work —
 * and labelled and described from what the knowledge base knows about that kind, so every cell of the comparison says
 * something true. A side the mentor cannot place is never padded with filler: it asks what that option is.
 *
 * Pure and deterministic.
 */
import { areaName, careerAreas, remedyFor, stepText } from './assessment-advice';
import { careerById, mentorKnowledge } from './knowledge-base';
import { BASE_HOURS_PER_WEEK, type Career, type Exam } from './knowledge-types';
import type { Person } from './person';
import { examShortName, findCareer, findExam } from './recognise';
import { MAX_ANALYSED_CHARS, answerIn, capitalise, formatLpa, formatWeeks, joinAnd, nextSteps, quoteUser, say } from './text';

/** The comparison's own words (headings, table rows, labels, checklist, next steps), written in the answer's language. */
const WORDS = {
  whichTwo: /*i18n*/ { id: 'mentor.whatif.which-two', message: 'What-if: which two options?' },
  understoodNot: /*i18n*/ {
    id: 'mentor.whatif.understood-not',
    message: 'I understood one side (**{side}**), but not “{words}”. What is that option: a job title, a course or an exam?',
  },
  couldNotPlace: /*i18n*/ { id: 'mentor.whatif.could-not-place', message: 'I could not place “{words}”. What is that option: a job title, a course or an exam?' },
  understoodOther: /*i18n*/ { id: 'mentor.whatif.understood-other', message: 'I understood one side (**{side}**). What is the other option you are weighing it against?' },
  couldNotTell: /*i18n*/ { id: 'mentor.whatif.could-not-tell', message: 'I could not tell which two options you are choosing between. What are they?' },
  writeThem: /*i18n*/ { id: 'mentor.whatif.write-them', message: 'Write them in one line, for example:' },
  situation: /*i18n*/ {
    id: 'mentor.whatif.situation',
    message: 'Add your situation if you can: year of study or years of work, monthly expenses, savings, and whether family depends on your income.',
  },
  stepOptions: /*i18n*/ { id: 'mentor.whatif.step-options', message: 'Reply with your two options in one line.' },
  stepSavings: /*i18n*/ { id: 'mentor.whatif.step-savings', message: 'Mention your savings and monthly expenses so I can estimate your financial runway.' },
  heading: /*i18n*/ { id: 'mentor.whatif.heading', message: 'What-if: {a} vs {b}' },
  compare: /*i18n*/ { id: 'mentor.whatif.compare', message: 'Compare' },
  columnA: /*i18n*/ { id: 'mentor.whatif.column-a', message: 'A: {path}' },
  columnB: /*i18n*/ { id: 'mentor.whatif.column-b', message: 'B: {path}' },
  whatItIs: /*i18n*/ { id: 'mentor.whatif.what-it-is', message: 'What it is' },
  money: /*i18n*/ { id: 'mentor.whatif.money', message: 'Money' },
  time: /*i18n*/ { id: 'mentor.whatif.time', message: 'Time' },
  risk: /*i18n*/ { id: 'mentor.whatif.risk', message: 'Biggest risk' },
  upside: /*i18n*/ { id: 'mentor.whatif.upside', message: 'Upside' },
  payFigures: /*i18n*/ { id: 'mentor.whatif.pay-figures', message: 'Pay figures are {disclaimer}.' },
  carriesOverA: /*i18n*/ { id: 'mentor.whatif.carries-over-a', message: 'What carries over from A:' },
  carriesOverNothing: /*i18n*/ {
    id: 'mentor.whatif.carries-over-nothing',
    message: 'discipline, domain knowledge and professional habits; list your concrete skills and I will map them',
  },
  carriesOverFrom: /*i18n*/ {
    id: 'mentor.whatif.carries-over-from',
    message: '**What carries over from {from}:** how your industry works, working with people and targets, and the discipline of a job: put them at the top of your CV for {career} roles.',
  },
  usesStrong: /*i18n*/ { id: 'mentor.whatif.uses-strong', message: 'It uses your strong {areas} (your skills assessment rated it Strong)' },
  needsWeak: /*i18n*/ {
    id: 'mentor.whatif.needs-weak',
    message: 'It needs {area}, which your skills assessment rated Starting out; close the gap first with {remedy}',
  },
  pros: /*i18n*/ { id: 'mentor.whatif.pros', message: 'Pros of B' },
  cons: /*i18n*/ { id: 'mentor.whatif.cons', message: 'Cons and risks of B' },
  middlePath: /*i18n*/ { id: 'mentor.whatif.middle-path', message: 'A middle path:' },
  moneyQuestions: /*i18n*/ { id: 'mentor.whatif.money-questions', message: 'Money questions' },
  fixedCosts: /*i18n*/ { id: 'mentor.whatif.fixed-costs', message: 'What are your fixed monthly costs (rent, EMIs, family support)?' },
  family: /*i18n*/ {
    id: 'mentor.whatif.family',
    message: 'Your family depends on your income: keep at least 6 months of their expenses untouched, whatever you choose.',
  },
  partTime: /*i18n*/ { id: 'mentor.whatif.part-time', message: 'Can you try B part-time first and keep your income?' },
  financeWeak: /*i18n*/ {
    id: 'mentor.whatif.finance-weak',
    message: 'Your skills assessment rated financial literacy Starting out, so work these out with a guide before deciding: {remedy}',
  },
  checklist: /*i18n*/ { id: 'mentor.whatif.checklist', message: 'Decision checklist' },
  careerWeak: /*i18n*/ {
    id: 'mentor.whatif.career-weak',
    message: 'Your assessment rated career direction Starting out, so hear a few more first: {remedy}',
  },
  checkSavings: /*i18n*/ { id: 'mentor.whatif.check-savings', message: 'My savings cover the runway above, or I have a part-time plan.' },
  checkFallback: /*i18n*/ { id: 'mentor.whatif.check-fallback', message: 'I have a fallback: "if it has not worked by a set date, I will …".' },
  checkDiscussed: /*i18n*/ { id: 'mentor.whatif.check-discussed', message: 'I have discussed it with the people it affects.' },
  stepPlannerWork: /*i18n*/ { id: 'mentor.whatif.step-planner-work', message: 'Ask the Exam Study Planner for a {exam} plan that fits your working hours.' },
  stepPlanner: /*i18n*/ { id: 'mentor.whatif.step-planner', message: 'Ask the Exam Study Planner for a {exam} plan that fits your hours.' },
  stepMap: /*i18n*/ { id: 'mentor.whatif.step-map', message: 'Ask me for a skill map for {career} to see how much of the gap you already cover.' },
  stepRunway: /*i18n*/ { id: 'mentor.whatif.step-runway', message: 'Tell me your savings and monthly expenses, and I will work out your runway for B.' },
};

export type PathKind = 'job' | 'exam' | 'career' | 'study' | 'degree' | 'business' | 'gap' | 'government' | 'private' | 'freelance' | 'current' | 'unknown';

/** One of the two paths. */
export interface PathOption {
  kind: PathKind;
  /** How the comparison names it: "Your job at TCS", "Prepare full-time for UPSC", "MS abroad". */
  label: string;
  career: Career | null;
  exam: Exam | null;
  /** The employer named for a job ("TCS"), as written. */
  company: string | null;
  /** For exam preparation: full-time (leaving something for it) or alongside a job. */
  mode: 'full-time' | 'alongside' | null;
  /** For higher study: which one, in display form ("MBA", "MS abroad", "MS in data science"). */
  study: string | null;
  /** The person's words for this side, escaped for Markdown (for options the mentor cannot place). */
  words: string | null;
}

export type DecisionKind = 'leave' | 'dropout' | 'switch' | 'choice' | 'single';

export interface Decision {
  kind: DecisionKind;
  /** The path the person is on or names first. */
  a: PathOption | null;
  /** The path they are considering, or name second. */
  b: PathOption | null;
}

const COMPANIES = ['TCS', 'Infosys', 'Wipro', 'Accenture', 'Cognizant', 'Capgemini', 'HCL', 'HCLTech', 'Tech Mahindra', 'Deloitte', 'EY', 'KPMG', 'PwC', 'Amazon', 'Flipkart', 'Google', 'Microsoft', 'IBM', 'Oracle', 'Reliance', 'Tata', 'L&T', 'LIC', 'HDFC', 'ICICI', 'SBI', 'Zomato', 'Swiggy', 'Byju’s', 'Paytm'];
const COMPANY_RE = new RegExp(`(?<![A-Za-z])(${COMPANIES.map((c) => c.replace(/[.*+?^${}()|[\]\\&’]/g, '\\$&')).join('|')})(?![A-Za-z])`, 'i');
const JOB_WORDS = /\b(?:job|jobs|naukri|work|working|employment|employed|company|corporate job|offer|offer letter|salary|mnc|placement offer)\b/i;
const ALONGSIDE = /\b(?:alongside|along with|while working|with (?:my |a |the )?job|side by side|part[- ]time|evenings?|weekends?|saath)\b/i;
const FULL_TIME = /\bfull[- ]?time\b/i;
const STUDY_RE = /\b(mba|pgdm|ms|m\.s\.?|masters?|master'?s|m\.?\s?tech|mtech|ph\.?\s?d|m\.?\s?sc|msc|mca|higher studies|pg)\b/i;
const DEGREE_RE = /\b(engineering|b\.?\s?tech|btech|b\.e\.?|degree|college|graduation|b\.?\s?com|bcom|b\.?\s?sc|bsc|bba|bca|mbbs|llb)\b/i;
const BUSINESS_RE = /\b(business|startup|start[- ]up|own company|cloud kitchen|shop|restaurant|cafe|café|franchise|d2c brand|agency|dhandha)\b/i;
const GOVERNMENT_RE = /\b(?:government|govt|sarkari|public sector|psu)\s+(?:jobs?|sector|service|naukri)\b/i;
const PRIVATE_RE = /\b(?:private|corporate)\s+(?:jobs?|sector|company|companies|naukri)\b/i;
const GAP_RE = /\b(?:gap year|drop year|year off|year gap|take a drop)\b/i;
const FREELANCE_RE = /\bfreelanc\w*/i;
const LEAVE = String.raw`(?:quit(?:ting)?|leav(?:e|ing)|resign(?:ing)?(?:\s+from)?|give\s+up|giving\s+up|drop(?:ping)?(?:\s*out)?(?:\s+(?:of|from))?|dropout(?:\s+(?:of|from))?)`;
const CONNECT = String.raw`(?:to|and|for|then|so that i can|in order to|,)`;
/** Words that end the second option of "X or Y" ("… after btech. which is better"). */
const TAIL = /\s*(?:[?.!;]|,\s*(?:which|what|is it|should|or not)|\s+(?:which|what) (?:is|one|would|should)|\s+is it\b|\s+after (?:my |the )?(?:b\.?\s?tech|btech|graduation|degree|12th|college)\b).*$/i;
/** Lead-ins before the first option of a choice. */
const LEAD_IN = /^.*?\b(?:confused between|choose between|between|should i (?:do|go for|choose|take|pick|join|opt for)?|which is better,?|what is better,?|better:?)\s+/i;

/** Display form of a degree word in an option ("btech" → "B.Tech"). */
function degreeName(word: string): string {
  const w = word.toLowerCase().replace(/[.\s]/g, '');
  const names: Record<string, string> = { engineering: 'engineering degree', btech: 'B.Tech', be: 'B.E.', degree: 'degree', college: 'degree', graduation: 'graduation', bcom: 'B.Com', bsc: 'B.Sc', bba: 'BBA', bca: 'BCA', mbbs: 'MBBS', llb: 'LLB' };
  return names[w] ?? word;
}

/** Display form of a higher-study option ("ms in data science", "MS abroad", "an MBA"). */
function studyName(phrase: string): string {
  const m = STUDY_RE.exec(phrase)!;
  const raw = m[1].toLowerCase().replace(/[.\s']/g, '');
  const base: Record<string, string> = { mba: 'MBA', pgdm: 'PGDM', ms: 'MS', masters: 'master’s', master: 'master’s', mtech: 'M.Tech', phd: 'PhD', msc: 'M.Sc', mca: 'MCA', higherstudies: 'higher studies', pg: 'postgraduate degree' };
  let name = base[raw] ?? m[1];
  const subject = /\b(?:in|of)\s+([A-Za-z][A-Za-z &]{2,30}?)(?=\s+(?:abroad|from|after|or|vs|and|in india|at)\b|[?.,!]|$)/i.exec(phrase.slice(m.index + m[0].length));
  if (subject && !/\b(?:india|usa|us|uk|canada|germany|australia|abroad)\b/i.test(subject[1])) name += ` in ${subject[1].trim().toLowerCase()}`;
  if (/\babroad|usa|\bus\b|\buk\b|canada|germany|australia|foreign\b/i.test(phrase)) name += ' abroad';
  return name;
}

/** A side that names a recognisable path, or null when the phrase names nothing the mentor knows. */
function optionOf(phrase: string, side: 'a' | 'b', leaving: boolean): PathOption | null {
  const p = phrase.replace(/\s+/g, ' ').trim();
  if (!p) return null;
  const none = { career: null, exam: null, company: null, mode: null, study: null, words: quoteUser(p, 60) } as const;
  const company = COMPANY_RE.exec(p)?.[1] ?? null;
  const jobby = JOB_WORDS.test(p) || (company !== null && !/\b(?:nqt|test|exam|placement|drive|pattern)\b/i.test(p));
  const mode = FULL_TIME.test(p) ? 'full-time' : ALONGSIDE.test(p) ? 'alongside' : null;

  if (GOVERNMENT_RE.test(p)) return { ...none, kind: 'government', label: 'A government job' };
  if (PRIVATE_RE.test(p)) return { ...none, kind: 'private', label: 'A private-sector job' };
  const exam = findExam(p);
  if (GAP_RE.test(p)) return { ...none, kind: 'gap', exam, label: exam ? `A gap year for ${examShortName(exam, p)} preparation` : 'A gap year' };
  if (exam && !(exam.kind === 'placement' && jobby)) {
    const name = examShortName(exam, p);
    return { ...none, kind: 'exam', exam, mode, label: mode === 'alongside' ? `Prepare for ${name} alongside your job` : mode === 'full-time' ? `Prepare full-time for ${name}` : `Prepare for ${name}` };
  }
  if (STUDY_RE.test(p) && !/\bms (?:office|excel|word)\b/i.test(p)) {
    const study = studyName(p);
    return { ...none, kind: 'study', study, label: leaving ? `Finish your ${study.replace(/ abroad$/, '')}` : withArticle(study) };
  }
  const degree = DEGREE_RE.exec(p);
  if (degree && (leaving || side === 'a') && !findCareer(p.replace(DEGREE_RE, ' '))) return { ...none, kind: 'degree', label: `Finish your ${degreeName(degree[1])}` };
  if (BUSINESS_RE.test(p)) {
    const what = /\b(?:start|open|begin|launch|run)(?:ing)?\s+((?:a|an|my own|my|our own)\s+)?([A-Za-z][A-Za-z0-9 &-]{2,40}?)(?=\s+(?:and|or|to|for|with|instead)\b|[?.,!]|$)/i.exec(p);
    const label = what ? `Start ${what[1] ? what[1].replace(/^my own|^my|^our own/i, 'your own').trim() + ' ' : 'a '}${what[2].trim()}` : 'Start your own business';
    return { ...none, kind: 'business', career: careerById('entrepreneur'), label: capitalise(label.replace(/\s+/g, ' ')) };
  }
  if (FREELANCE_RE.test(p)) return { ...none, kind: 'freelance', label: 'Freelancing' };
  const career = findCareer(p);
  if (career && !(jobby && company)) return { ...none, kind: 'career', career, label: career.title };
  if (jobby || company) {
    const qualifier = /\b(bank|it|teaching|sales|mnc|corporate|software|private|call centre|bpo)\s+(?:job|naukri)\b/i.exec(p)?.[1];
    const label = leaving || side === 'a'
      ? company ? `Your job at ${company}` : qualifier ? `Your ${qualifier.length <= 3 ? qualifier.toUpperCase() : qualifier.toLowerCase()} job` : 'Your current job'
      : company ? `A job at ${company}` : /\btake\b/i.test(p) ? 'Take a job now' : 'A job now';
    return { ...none, kind: 'job', company, mode, label };
  }
  // A phrase the mentor cannot place: kept in the person's words, never as a cut-off label.
  const words = p.replace(/^(?:(?:to|and|a|an|the|my|do|doing|be|become|go for|join|start|pursue|take up)\s+)+/i, '').replace(/\s+(?:do|karu|karun|karna|what|instead|now|full time)$/i, '').trim();
  if (!/[a-z]{3,}/i.test(words) || /^(?:it|this|that|something|everything|anything|nothing|all|things?)\b/i.test(words)) return null;
  return { ...none, kind: 'unknown', label: capitalise(quoteUser(words, 50)), words: quoteUser(words, 50) };
}

/** The first clause of a text that holds a decision, for patterns that must not run across sentences. */
function sentences(text: string): string[] {
  return text.split(/(?<=[?!])\s+|(?<=\.)\s+(?=[A-Z])|\n+/).map((s) => s.trim()).filter(Boolean);
}

/** A side the mentor recognised (not only a phrase it kept in the person's words). */
function known(o: PathOption | null): o is PathOption {
  return !!o && o.kind !== 'unknown';
}

/** Reads the decision from the person's words (already glossed to English where they wrote Hindi or Hinglish). */
export function parseDecision(raw: string): Decision {
  const text = raw.slice(0, MAX_ANALYSED_CHARS).replace(/[’]/g, "'").replace(/[ \t]+/g, ' ');
  for (const s of sentences(text)) {
    // English order: "quit my TCS job to prepare for UPSC", "drop out of MBA after the first year and take a job".
    let m = new RegExp(String.raw`\b${LEAVE}\s+(.+?)\s+${CONNECT}\s+(.+)$`, 'i').exec(s);
    const verb = m ? /drop/i.test(m[0]) : false;
    if (m && known(optionOf(m[1], 'a', true))) {
      const a = optionOf(m[1], 'a', true);
      const b = optionOf(m[2].replace(TAIL, ''), 'b', false);
      return { kind: verb || a?.kind === 'degree' || a?.kind === 'study' ? 'dropout' : 'leave', a, b: leavingMakesFullTime(b) };
    }
    // Hindi order, after glossing: "job quit and UPSC preparation", "engineering quit and design".
    m = new RegExp(String.raw`^(.*?)\b${LEAVE}\b\s*(?:and|to|for|,)?\s*(.*)$`, 'i').exec(s);
    if (m && m[1].trim() && known(optionOf(m[1].replace(/^.*\b(?:should i|what|me|my|if i|i)\b\s*/i, ''), 'a', true))) {
      const a = optionOf(m[1].replace(/^.*\b(?:should i|what|me|my|if i|i)\b\s*/i, ''), 'a', true);
      const b = m[2].trim() ? optionOf(m[2].replace(TAIL, ''), 'b', false) : null;
      return { kind: a?.kind === 'degree' || a?.kind === 'study' || /drop/i.test(s) ? 'dropout' : 'leave', a, b: leavingMakesFullTime(b) };
    }
    m = new RegExp(String.raw`\bfrom\s+(.+?)\s+(?:to|into)\s+(.+)$`, 'i').exec(s);
    if (m && /\b(?:switch|move|shift|change|transition|pivot|career|go)\w*\b/i.test(s)) return { kind: 'switch', a: optionOf(m[1], 'a', false), b: optionOf(m[2].replace(TAIL, '').replace(/\s+at\s+\d+.*$/, ''), 'b', false) };
    m = /\b(?:switch|move|shift|change|transition|pivot)(?:ing)?\s+(?:my\s+)?(?:careers?\s+|jobs?\s+|fields?\s+)?(?:in)?to\s+(.+)$/i.exec(s);
    if (m) return { kind: 'switch', a: null, b: optionOf(m[1].replace(TAIL, ''), 'b', false) };
    m = /\bbetween\s+(.+?)\s+(?:and|or)\s+(.+)$/i.exec(s) ?? /^(.+?)\s+(?:or|vs\.?|versus)\s+(.+)$/i.exec(s);
    if (m) {
      const a = optionOf(m[1].replace(LEAD_IN, ''), 'b', false);
      const b = optionOf(m[2].replace(TAIL, ''), 'b', false);
      if (a && b) return alongsideFromOther({ kind: 'choice', a, b });
    }
  }
  const whatIf = /\bwhat if i\s+(.+?)(?:[?.!]|$)/i.exec(text) ?? /\bshould i\s+(.+?)(?:[?.!]|$)/i.exec(text);
  if (whatIf) return { kind: 'single', a: null, b: optionOf(whatIf[1], 'b', false) };
  return { kind: 'single', a: null, b: null };
}

/** Leaving a job or a degree to prepare for an exam means preparing full-time. */
function leavingMakesFullTime(b: PathOption | null): PathOption | null {
  if (b?.kind !== 'exam' || b.mode || !b.exam) return b;
  return { ...b, mode: 'full-time', label: `Prepare full-time for ${examShortName(b.exam)}` };
}

/** "A gap year for CAT or prepare alongside a job": the job side is the same exam, prepared alongside work. */
function alongsideFromOther(d: Decision): Decision {
  const exam = d.a?.exam ?? d.b?.exam ?? null;
  const fix = (o: PathOption | null): PathOption | null =>
    o && exam && o.kind === 'job' && (o.mode === 'alongside' || /prepar|study|alongside/i.test(o.words ?? '')) ? { ...o, kind: 'exam', exam, mode: 'alongside', label: `Prepare for ${examShortName(exam)} alongside your job` } : o;
  return { ...d, a: fix(d.a), b: fix(d.b) };
}

/** What the comparison says about one side, each a short phrase. */
interface Facts {
  what: string;
  money: string;
  time: string;
  risk: string;
  upside: string;
}

/** "About 8 weeks", "~4 months" (formatWeeks already marks longer spans as approximate). */
function about(weeks: number): string {
  const f = formatWeeks(weeks);
  return f.startsWith('~') ? f : `About ${f}`;
}

function totalWeeks(c: Career): number {
  return c.stages.reduce((s, st) => s + st.weeks, 0);
}

/** Weeks to job-ready for a career at a full-time pace (~3× the 10 h/week base), unless fixed by a programme. */
function fullTimeWeeks(c: Career): number {
  return c.fixedDurations ? totalWeeks(c) : Math.ceil(totalWeeks(c) / 3);
}

/** "An MBA", "An MS in data science", "A PhD", "Higher studies". */
function withArticle(study: string): string {
  if (study === 'higher studies') return 'Higher studies';
  return `${/^M(?:BA|S|\.|CA)/.test(study) ? 'An' : 'A'} ${study}`;
}

function studyFacts(study: string): Facts {
  if (/^MBA|^PGDM/.test(study)) {
    return { what: 'A 2-year MBA or PGDM, entered through CAT, XAT, GMAT or a state CET', money: 'Fees of about ₹10–25 lakh at good schools (more at the top IIMs), often by education loan', time: '2 years, plus 6–12 months of entrance preparation', risk: 'Placements outside the top schools are uneven: read each school’s verified placement report', upside: 'A route into management, consulting, marketing and finance roles' };
  }
  if (/abroad/.test(study)) {
    return { what: `${withArticle(study.replace(/ abroad$/, ''))} abroad (GRE for many US universities, IELTS or TOEFL)`, money: 'About ₹30–60 lakh with living costs, usually by education loan', time: '1.5–2 years, plus 6–12 months of applications', risk: 'Visa rules and jobs abroad change; the loan EMI starts soon after you finish', upside: 'Specialised roles and global exposure, with pay in another currency if you stay' };
  }
  if (/^PhD/.test(study)) {
    return { what: 'A research degree (PhD) in India or abroad', money: 'A monthly fellowship (in India through JRF, GATE or the institute) rather than a salary', time: '4–6 years', risk: 'Academic jobs are few; industry research roles want publications', upside: 'Deep expertise and research careers' };
  }
  return { what: `${withArticle(study)}: in India through GATE or a university entrance, abroad through GRE and IELTS`, money: 'From modest fees at public institutes in India (GATE-qualified M.Tech students get a stipend) to ₹30–60 lakh abroad', time: '1.5–2 years, plus the entrance or applications', risk: 'A master’s alone does not guarantee a better job: choose by the institute’s placements', upside: 'Specialisation, and campus placements a second time' };
}

/** The facts of one side, by its kind. `current` marks the side the person is on now. */
function factsOf(o: PathOption, current: boolean): Facts {
  const c = o.career;
  switch (o.kind) {
    case 'career':
      return {
        what: c!.summary,
        money: `${formatLpa(c!.salary.minLpa, c!.salary.maxLpa)} at entry`,
        time: current ? 'You are already on it' : c!.fixedDurations ? `${formatWeeks(totalWeeks(c!))} (set by the programme)` : `${formatWeeks(fullTimeWeeks(c!))} full-time, ${formatWeeks(totalWeeks(c!))} at ${BASE_HOURS_PER_WEEK} h/week`,
        risk: c!.risks[0],
        upside: c!.upsides[0],
      };
    case 'exam': {
      const e = o.exam!;
      const post = e.career ? careerById(e.career) : null;
      const govt = e.kind === 'government';
      if (o.mode === 'alongside') {
        return { what: `${examShortName(e)} preparation in the hours around your work`, money: 'Your salary continues, so savings are not at risk', time: govt ? 'Usually one attempt more than full-time: 3–4 hours a day for 1–2 cycles' : `${about(Math.round(e.defaultWeeks * 1.5))} at 2–3 hours a day`, risk: 'Tiredness: hours after work are hard to keep up for a year', upside: 'No gap on your CV, and income for your family' };
      }
      return {
        what: `${o.mode === 'full-time' ? 'Full-time preparation' : 'Preparation'} for ${e.name}${e.after && govt ? ', then the later stages' : ''}`,
        money: `No income while you prepare${post ? `; if selected, ${formatLpa(post.salary.minLpa, post.salary.maxLpa)}` : ''}`,
        time: govt ? 'One exam cycle takes about a year; most successful candidates need 2–3 attempts' : `${about(e.defaultWeeks)} of focused preparation`,
        risk: e.selection ? `Selection: ${e.selection}` : 'One bad exam day can cost a year',
        upside: post ? post.upsides[0] : 'A fixed syllabus and a clear target',
      };
    }
    case 'study':
      if (o.label.startsWith('Finish')) return { what: `Complete the ${o.study} you have started`, money: 'The remaining fees; campus placements stay open to you', time: 'Your remaining semesters', risk: 'Another year on a programme you may no longer want', upside: 'A finished degree, which many employers and visa rules require' };
      return studyFacts(o.study!);
    case 'degree':
      return { what: 'Complete the degree you have started', money: 'The remaining fees', time: 'Your remaining semesters', risk: 'Time on a subject you may not enjoy', upside: 'A finished degree: many employers, government exams and master’s or visa applications require one' };
    case 'business':
      return { what: 'Your own business: finding customers, managing money, hiring', money: 'Irregular income at first; most founders pay themselves little in year one', time: 'A first paying customer in weeks; stability in 1–3 years', risk: 'Many new small businesses close or pivot in the first years', upside: careerById('entrepreneur').upsides[0] };
    case 'government':
      return { what: 'Central or state posts through recruitment exams (SSC, bank PO, state PSC, UPSC)', money: '₹4–14 LPA by post, with allowances, pension benefits and regular increments', time: '1–3 years of exam preparation, then a set career path', risk: 'Selection rates are low (often 1–2% or less) and results take a year or more', upside: 'Job security and social respect' };
    case 'private':
      return { what: 'Jobs in companies, from startups to large firms', money: 'Pay varies widely by field, and grows faster with skills and job changes', time: 'A job within weeks or months of graduating', risk: 'Less security: layoffs happen', upside: 'Faster pay growth and a wide choice of roles' };
    case 'gap': {
      const e = o.exam;
      return { what: `A year of full-time preparation${e ? ` for ${examShortName(e)}` : ''}`, money: 'No income for a year, plus coaching fees if you take them', time: 'One exam cycle', risk: e?.id === 'cat' ? 'IIMs give weight to work experience, which a gap year does not add' : 'A year-long gap to explain if it does not work out', upside: 'Full focus and more mock tests' };
    }
    case 'freelance':
      return { what: 'Paid projects for several clients (design, writing, development, marketing)', money: 'Irregular at first; good freelancers earn more per hour than in a job', time: '3–6 months to steady clients', risk: 'No fixed salary, leave or PF', upside: 'Freedom over work and clients' };
    case 'job':
      return current
        ? { what: `Your work${o.company ? ` at ${o.company}` : ''} as it is today`, money: 'A salary every month, and increments', time: 'You are already on it', risk: 'Growth slows if you stop learning', upside: 'Experience, savings and a fallback' }
        : { what: o.company ? `A job at ${o.company}` : 'A job now', money: o.company ? 'An entry salary from the first month' : 'A salary from the first month', time: 'Starts when you join', risk: 'Going back to full-time study later means giving up a salary', upside: 'Experience and income now; many master’s programmes value work experience' };
    case 'current':
      return { what: 'What you do today', money: 'Your current pay or allowance', time: 'You are already on it', risk: 'Staying where you are not growing', upside: 'Known work, income and contacts' };
    default:
      return { what: 'What you do today', money: 'Your current pay', time: 'You are already on it', risk: 'Staying where you are not growing', upside: 'Known work, income and contacts' };
  }
}

/** The side a person is on when they only name where they might go: their profile's field or stage. */
function currentSide(person: Pick<Person, 'from' | 'fromCareer' | 'stage'> | undefined): PathOption {
  const none = { exam: null, company: null, mode: null, study: null, words: null } as const;
  if (person?.fromCareer) return { ...none, kind: 'career', career: person.fromCareer, label: person.fromCareer.title };
  const label = person?.from ? capitalise(quoteUser(person.from, 40)) : person?.stage === 'school' || person?.stage === 'college' ? 'Your current course' : person?.stage === 'professional' ? 'Your current job' : 'Your current path';
  return { ...none, kind: 'current', career: null, label };
}

/** Savings in months, when the person says how long they last ("savings for 8 months", "6 months of expenses"). */
export function savingsMonths(text: string): number | null {
  const m = /\b(?:savings?|saved|enough money|money)\b[^.?!\n]{0,30}?\b(\d{1,2})\s*(?:months?|mahine)\b|\b(\d{1,2})\s*months?\s*(?:of\s+)?(?:savings|expenses|runway)\b/i.exec(text);
  return m ? Number(m[1] ?? m[2]) : null;
}

const DEPENDENTS = /\b(?:parents|family|mother|father|wife|husband|kids|children)\b[^.?!\n]{0,25}\b(?:depend|rely|relies|need my)|\bdependents?\b|\bsupport (?:my|the) family\b|\bghar\b/i;

function pros(o: PathOption, a: PathOption | null, dropout: boolean): string[] {
  const out: string[] = [];
  if (o.kind === 'career' || o.kind === 'business') out.push(...(o.career?.upsides.slice(0, 2) ?? []));
  else if (o.kind === 'exam') out.push(...(o.exam?.career ? careerById(o.exam.career).upsides.slice(0, 1) : []), o.mode === 'alongside' ? 'Your income and CV stay intact while you find out whether you are close' : 'Full focus: more hours for mock tests and revision');
  else out.push(factsOf(o, false).upside);
  if (a?.career && o.career && o.career.salary.maxLpa !== null && a.career.salary.maxLpa !== null && o.career.salary.maxLpa > a.career.salary.maxLpa) out.push(`A higher typical pay ceiling early on (${formatLpa(o.career.salary.minLpa, o.career.salary.maxLpa)} vs ${formatLpa(a.career.salary.minLpa, a.career.salary.maxLpa)})`);
  if (dropout) out.push('Time and energy go fully into what you care about');
  return out;
}

function cons(o: PathOption, a: PathOption | null, dropout: boolean): string[] {
  const out: string[] = [];
  if (o.kind === 'career' || o.kind === 'business') out.push(...(o.career?.risks.slice(0, 2) ?? []));
  else out.push(factsOf(o, false).risk);
  if (o.kind === 'exam' && o.exam?.eligibility && o.exam.kind === 'government') out.push(`Limits: ${o.exam.eligibility.split('; ').slice(1).join('; ') || o.exam.eligibility}`);
  if (o.kind === 'exam' && o.mode !== 'alongside') out.push('If it does not work out after a few attempts, you return to the job market with a gap to explain');
  if (dropout) out.push('Many Indian employers, government jobs and master’s or visa applications still filter on a completed degree');
  else if (a?.kind === 'career' && o.kind === 'career') out.push(`Expect to restart near entry level (${formatLpa(o.career!.salary.minLpa, o.career!.salary.maxLpa)}) unless your experience carries over directly`);
  return out;
}

function middlePath(a: PathOption | null, b: PathOption, dropout: boolean): string {
  if (dropout && b.kind === 'job') return 'ask whether you can pause and come back later (some programmes allow a break), or finish and use the final placements: a completed degree usually brings better offers than an early exit.';
  if (dropout) return 'finish the degree while building B on the side (electives, a minor, internships, freelance projects), or ask your college about a semester break before deciding.';
  if (b.kind === 'exam' && b.mode !== 'alongside' && (a?.kind === 'job' || a?.kind === 'career' || a?.kind === 'current')) return `keep the job and prepare 3–4 hours a day for one full ${examShortName(b.exam!)} cycle, taking leave in the last month. Resign only if your mock or first-attempt scores show you are close, and your savings cover the runway below.`;
  if ((a?.kind === 'gap' && b.kind === 'exam') || (b.kind === 'gap' && a?.kind === 'exam')) return 'prepare alongside the job for the first attempt; take a gap only if you miss narrowly.';
  if (b.kind === 'business') return 'test it on weekends first: win 10 paying customers before you resign.';
  if (b.kind === 'study' && a?.kind === 'job') return 'work 2–3 years and apply with experience (some employers sponsor study), or take a part-time or executive programme later.';
  if (a?.kind === 'study' && b.kind === 'job') return 'take the job now and apply for the master’s in 2–3 years with experience and savings: many programmes prefer it.';
  if ((a?.kind === 'government' && b.kind === 'private') || (a?.kind === 'private' && b.kind === 'government')) return 'take the private job and prepare for one or two exams in the mornings and at weekends: many who are selected do exactly that.';
  if (a?.kind === 'study' && b.kind === 'study') return 'talk to 3 graduates of each programme from the last two years about their jobs, then choose by outcomes, not names.';
  return 'test B for 4–8 weeks while keeping A (evenings and weekends, one real project), then decide with evidence.';
}

function runwayLine(b: PathOption): string {
  if (b.kind === 'exam' && b.mode !== 'alongside') return b.exam?.kind === 'government' ? 'Plan for 12–24 months of expenses: one cycle takes about a year, and most need more than one attempt.' : `Plan for ${formatWeeks(b.exam!.defaultWeeks)} of preparation plus the months until results.`;
  if (b.kind === 'gap') return 'Plan for 12 months of expenses, plus coaching fees if any.';
  if (b.kind === 'business') return 'Founders should plan for 12–18 months of personal expenses.';
  if (b.kind === 'study') return 'Add up fees, living costs and the loan EMI, and check it against the pay of the roles you would get.';
  if (b.kind === 'career' && b.career) return `Full-time, this switch needs roughly ${Math.ceil(fullTimeWeeks(b.career) / 4.345) + 3} months (learning plus about 3 months of job search).`;
  return 'Work out how many months your savings cover before you need an income.';
}

/** Who to talk to, what to ask them and what to try before deciding, by the kind of path B is. */
/**
 * The decision checklist's first two items and the first next step, fitted to the kind of path B is: whom to talk
 * to, what to ask them, and the small test that shows whether B suits the person, each a whole sentence in the
 * answer's language.
 */
function checklistFor(a: PathOption, b: PathOption, examName: string | null): { spoken: string; test: string; step: string } {
  switch (b.kind) {
    case 'exam':
    case 'gap':
      return examName
        ? {
            spoken: say(/*i18n*/ { id: 'mentor.whatif.exam.spoken', message: 'I have spoken to 3 people who cleared or seriously attempted {exam} (seniors, alumni, online groups).' }, { exam: examName }),
            test: say(/*i18n*/ { id: 'mentor.whatif.exam.test', message: 'I have taken one full previous {exam} paper, timed, and know my score.' }, { exam: examName }),
            step: say(
              /*i18n*/ {
                id: 'mentor.whatif.exam.step',
                message: 'This week: talk to 3 people who cleared or seriously attempted {exam} (seniors, alumni, online groups) and ask how they prepared and what they would do differently.',
              },
              { exam: examName },
            ),
          }
        : {
            spoken: say(/*i18n*/ { id: 'mentor.whatif.gap.spoken', message: 'I have spoken to 3 people who took a gap year to prepare.' }),
            test: say(/*i18n*/ { id: 'mentor.whatif.gap.test', message: 'I have a written plan for the year, month by month.' }),
            step: say(/*i18n*/ { id: 'mentor.whatif.gap.step', message: 'This week: talk to 3 people who took a gap year to prepare and ask what the year was really like.' }),
          };
    case 'study':
      return {
        spoken: say(/*i18n*/ { id: 'mentor.whatif.study.spoken', message: 'I have spoken to 3 people who finished this programme in the last two years.' }),
        test: say(/*i18n*/ { id: 'mentor.whatif.study.test', message: 'I have read the verified placement reports of the schools I can get into.' }),
        step: say(/*i18n*/ { id: 'mentor.whatif.study.step', message: 'This week: talk to 3 people who finished this programme in the last two years and ask what jobs and pay it led to.' }),
      };
    case 'business':
      return {
        spoken: say(/*i18n*/ { id: 'mentor.whatif.business.spoken', message: 'I have spoken to 3 people who run this kind of business.' }),
        test: say(/*i18n*/ { id: 'mentor.whatif.business.test', message: 'I have 10 paying customers or a signed order.' }),
        step: say(/*i18n*/ { id: 'mentor.whatif.business.step', message: 'This week: talk to 3 people who run this kind of business and ask what their first year was like.' }),
      };
    case 'job':
    case 'private':
    case 'government': {
      const test = say(/*i18n*/ { id: 'mentor.whatif.job.test', message: 'I know the entry pay and the 5-year pay of both paths, from real people rather than forwards.' });
      return a.kind === 'government' || b.kind === 'government'
        ? {
            spoken: say(/*i18n*/ { id: 'mentor.whatif.government.spoken', message: 'I have spoken to 3 people in each of the two paths (one in a government post, one in a company).' }),
            test,
            step: say(
              /*i18n*/ {
                id: 'mentor.whatif.government.step',
                message: 'This week: talk to 3 people in each of the two paths (one in a government post, one in a company) and ask what their pay and work look like after 5 years.',
              },
            ),
          }
        : {
            spoken: say(/*i18n*/ { id: 'mentor.whatif.job.spoken', message: 'I have spoken to 3 people in the kind of job I would take.' }),
            test,
            step: say(/*i18n*/ { id: 'mentor.whatif.job.step', message: 'This week: talk to 3 people in the kind of job you would take and ask what their pay and work look like after 5 years.' }),
          };
    }
    default:
      return {
        spoken: say(/*i18n*/ { id: 'mentor.whatif.other.spoken', message: 'I have spoken to 3 people already working in B ({path}).' }, { path: b.label }),
        test: say(/*i18n*/ { id: 'mentor.whatif.other.test', message: 'I have finished one small real project in B and enjoyed it.' }),
        step: say(/*i18n*/ { id: 'mentor.whatif.other.step', message: 'This week: talk to 3 people already working in B ({path}) and ask what their first year was like.' }, { path: b.label }),
      };
  }
}

/** The clarifying answer when the two options cannot be read; `a` is the side that was understood, if any. */
function askForOptions(a: PathOption | null, unknown: PathOption | null): string {
  const understood = a && a.kind !== 'unknown' ? a.label : null;
  const question = unknown?.words
    ? understood
      ? say(WORDS.understoodNot, { side: understood, words: unknown.words })
      : say(WORDS.couldNotPlace, { words: unknown.words })
    : understood
      ? say(WORDS.understoodOther, { side: understood })
      : say(WORDS.couldNotTell);
  return [
    `## ${say(WORDS.whichTwo)}`,
    '',
    question,
    '',
    say(WORDS.writeThem),
    '- "Should I quit my job to prepare for UPSC full-time?"',
    '- "MBA or MS in data science?"',
    '- "Career change from teaching to data analysis"',
    '',
    say(WORDS.situation),
    '',
    nextSteps([say(WORDS.stepOptions), say(WORDS.stepSavings)]),
  ].join('\n');
}

/**
 * A what-if comparison as Markdown: a table of the two paths (what it is, money, time, risk, upside), what carries
 * over, pros and cons of B, a middle path, money questions (with the savings and dependants the person mentions) and
 * a decision checklist fitted to the kind of path. `userText` is the latest message and `historyText` earlier ones,
 * both glossed to English. The person's skills assessment adds a pro when B's career uses a strong area and a con
 * with its ChangePath remedy when it needs a weak one; low financial literacy brings the money guide into the money
 * questions, low career direction brings ChangeTalks into the checklist. Areas in neither band are not mentioned.
 */
export function whatIfReply(userText: string, historyText: string, person?: Pick<Person, 'weak' | 'strong' | 'from' | 'fromCareer' | 'stage'>): string {
  const weak = person?.weak ?? [];
  const strong = person?.strong ?? [];
  let d = parseDecision(userText);
  if (!d.b && !d.a && historyText) {
    const earlier = parseDecision(historyText);
    if (earlier.b || earlier.a) d = earlier;
  }
  if (!d.b || d.b.kind === 'unknown') return askForOptions(d.a, d.b);
  if (d.a?.kind === 'unknown' && d.kind !== 'switch') return askForOptions(d.b, d.a);
  const b = d.b;
  // In a switch, a side the mentor cannot place is still where the person is now ("from sales to …").
  const a: PathOption = !d.a ? currentSide(person) : d.a.kind === 'unknown' ? { ...d.a, kind: 'current' } : d.a;
  const dropout = d.kind === 'dropout';
  // The paths' facts, pros, cons, middle path and runway are English prose for now (their numbers and durations too,
  // so a sentence never mixes languages); the comparison's own headings, labels and steps are in the answer's language.
  const fa = answerIn('en', () => factsOf(a, d.kind !== 'choice'));
  const fb = answerIn('en', () => factsOf(b, false));
  const all = `${userText}\n${historyText}`;
  const months = savingsMonths(userText) ?? savingsMonths(historyText);

  const lines: string[] = [`## ${say(WORDS.heading, { a: a.label, b: b.label })}`, ''];
  lines.push(
    `| ${say(WORDS.compare)} | ${say(WORDS.columnA, { path: a.label })} | ${say(WORDS.columnB, { path: b.label })} |`,
    '|---|---|---|',
    `| ${say(WORDS.whatItIs)} | ${fa.what} | ${fb.what} |`,
    `| ${say(WORDS.money)} | ${fa.money} | ${fb.money} |`,
    `| ${say(WORDS.time)} | ${fa.time} | ${fb.time} |`,
    `| ${say(WORDS.risk)} | ${fa.risk} | ${fb.risk} |`,
    `| ${say(WORDS.upside)} | ${fa.upside} | ${fb.upside} |`,
    '',
  );
  if (a.kind === 'career' || b.kind === 'career' || (b.kind === 'exam' && b.exam?.career)) lines.push(`_${say(WORDS.payFigures, { disclaimer: mentorKnowledge().salaryDisclaimer })}_`, '');

  if (a.career && b.career && a.kind === 'career' && b.kind === 'career') {
    const transferable = a.career.skills.filter((s) => b.career!.skills.some((t) => t.keywords.some((k) => s.keywords.includes(k)))).map((s) => s.name);
    lines.push(`**${say(WORDS.carriesOverA)}** ${transferable.length > 0 ? joinAnd(transferable) : say(WORDS.carriesOverNothing)}.`, '');
  } else if (a.kind === 'current' && a.label !== 'Your current path' && b.kind === 'career') {
    lines.push(say(WORDS.carriesOverFrom, { from: a.label, career: b.label }), '');
  }

  // The lists add to the table rather than repeat its cells.
  const proList = answerIn('en', () => pros(b, a, dropout)).filter((p) => p !== fb.upside || b.kind === 'job' || b.kind === 'private' || b.kind === 'government');
  const conList = answerIn('en', () => cons(b, a, dropout)).filter((c) => c !== fb.risk || b.kind === 'job' || b.kind === 'private' || b.kind === 'government');
  if (proList.length === 0) proList.push(fb.upside);
  if (conList.length === 0) conList.push(fb.risk);
  if (b.career) {
    const uses = careerAreas(b.career.id).filter((x) => strong.includes(x));
    if (uses.length > 0) proList.push(say(WORDS.usesStrong, { areas: joinAnd(uses.map((x) => areaName(x))) }));
    for (const x of careerAreas(b.career.id).filter((y) => weak.includes(y)))
      conList.push(say(WORDS.needsWeak, { area: areaName(x), remedy: stepText(remedyFor(x, { tool: 'what-if', career: b.career.id })) }));
  }
  lines.push(`### ${say(WORDS.pros)}`, ...proList.map((p) => `- ${p}`), '', `### ${say(WORDS.cons)}`, ...conList.map((c) => `- ${c}`), '');
  lines.push(`**${say(WORDS.middlePath)}** ${answerIn('en', () => middlePath(a, b, dropout))}`, '');

  lines.push(
    `### ${say(WORDS.moneyQuestions)}`,
    `- ${say(WORDS.fixedCosts)}`,
    `- ${answerIn('en', () => runwayLine(b))}${months !== null ? ` You said your savings cover ${months} months, ${b.kind === 'exam' && b.mode !== 'alongside' && b.exam?.kind === 'government' ? (months < 12 ? 'which is less than one full exam cycle: prepare alongside work first, or keep a part-time income' : 'which covers about one cycle: decide now what you will do if the first attempt falls short') : 'so compare that with the time above'}.` : ''}`,
    `- ${say(DEPENDENTS.test(all) ? WORDS.family : WORDS.partTime)}`,
    ...(weak.includes('finance') ? [`- ${say(WORDS.financeWeak, { remedy: stepText(remedyFor('finance', { prefer: 'article' })) })}`] : []),
    '',
  );

  const examName = b.exam ? examShortName(b.exam) : null;
  const { spoken, test, step } = checklistFor(a, b, examName);
  lines.push(
    `### ${say(WORDS.checklist)}`,
    `1. ${spoken}${weak.includes('career') ? ` ${say(WORDS.careerWeak, { remedy: stepText(remedyFor('career', { prefer: 'talks' })) })}` : ''}`,
    `2. ${test}`,
    `3. ${say(WORDS.checkSavings)}`,
    `4. ${say(WORDS.checkFallback)}`,
    `5. ${say(WORDS.checkDiscussed)}`,
    '',
    nextSteps([
      step,
      b.kind === 'exam' && examName
        ? say(b.mode === 'alongside' || a.kind === 'job' ? WORDS.stepPlannerWork : WORDS.stepPlanner, { exam: examName })
        : b.career
          ? say(WORDS.stepMap, { career: b.career.title })
          : say(WORDS.stepRunway),
    ]),
  );
  return lines.join('\n');
}
