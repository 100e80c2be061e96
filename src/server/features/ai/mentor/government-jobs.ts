/**
 * "Which exam for a government job?": the recruitment exams open to someone after Class 12 and after graduation,
 * what each leads to and pays, and how to choose between them. Students ask this far more often than about any one
 * service, and a list of careers does not answer it.
 */
import type { Person } from './person';
import { nextSteps, normalise, say } from './text';

/** The answer's own words (headings, table, labels, next steps), written in the answer's language. */
const WORDS = {
  afterSchool: /*i18n*/ { id: 'mentor.gov.heading-school', message: 'Government jobs: which exam after Class 12' },
  afterGraduation: /*i18n*/ { id: 'mentor.gov.heading-graduate', message: 'Government jobs: which exam after graduation' },
  exam: /*i18n*/ { id: 'mentor.gov.column-exam', message: 'Exam' },
  leadsTo: /*i18n*/ { id: 'mentor.gov.column-leads-to', message: 'Leads to' },
  pay: /*i18n*/ { id: 'mentor.gov.column-pay', message: 'Pay (approx.)' },
  howToChoose: /*i18n*/ { id: 'mentor.gov.how-to-choose', message: 'How to choose' },
  stepSchool: /*i18n*/ { id: 'mentor.gov.step-school', message: 'Pick one exam from the table and read its latest notification (eligibility, age, syllabus).' },
  stepGraduate: /*i18n*/ {
    id: 'mentor.gov.step-graduate',
    message: 'Pick one or two exams from the table and solve one previous paper of each this week, untimed: the one you enjoy more is your start.',
  },
  stepPlanner: /*i18n*/ { id: 'mentor.gov.step-planner', message: 'Ask the Exam Study Planner for a plan, e.g. "SSC CGL plan, 5 hours a day, exam in 6 months".' },
};

/** True when the text asks about government jobs in general, without naming one exam. */
export function asksAboutGovernmentJobs(text: string): boolean {
  return /\b(?:government|govt|sarkari|central government|state government|public sector|psu)\s+(?:jobs?|naukri|sector|service|exams?|officer|posts?)\b|\bgovernment\b[^.?!]{0,40}\b(?:exam|job)s?\b/i.test(text) || /\bgov(?:ernmen)?t job\b/i.test(normalise(text));
}

interface GovernmentExam {
  exam: string;
  leadsTo: string;
  pay: string;
}

const AFTER_CLASS_12: readonly GovernmentExam[] = [
  { exam: 'SSC CHSL', leadsTo: 'Lower division clerk, data entry operator, postal and sorting assistant in central offices', pay: '₹3–4.5 LPA' },
  { exam: 'SSC GD Constable', leadsTo: 'Constable in the central armed police forces (BSF, CRPF, CISF…) (Class 10 is enough)', pay: '₹3–4 LPA' },
  { exam: 'RRB NTPC (undergraduate posts)', leadsTo: 'Clerks, ticket clerks and trains clerks in the railways', pay: '₹3–4 LPA' },
  { exam: 'NDA (UPSC)', leadsTo: 'Officer training for the Army, Navy and Air Force (age 16.5–19.5)', pay: 'stipend during training, then about ₹10–12 LPA' },
  { exam: 'State police constable and state clerk exams', leadsTo: 'Posts in your own state', pay: '₹2.5–4 LPA' },
];

const AFTER_GRADUATION: readonly GovernmentExam[] = [
  { exam: 'SSC CGL', leadsTo: 'Inspector (income tax, GST, excise), assistant section officer, auditor, accountant', pay: '₹5–9 LPA' },
  { exam: 'Bank PO (IBPS PO, SBI PO)', leadsTo: 'Officer in a public-sector bank, later branch manager', pay: '₹8–13 LPA' },
  { exam: 'IBPS Clerk / SBI Clerk', leadsTo: 'Customer-facing clerical posts in banks; a quicker start', pay: '₹3.5–4.5 LPA' },
  { exam: 'RRB NTPC (graduate posts)', leadsTo: 'Station master, goods train manager, senior clerks in the railways', pay: '₹4–6 LPA' },
  { exam: 'State PSC (your state’s civil services)', leadsTo: 'Deputy collector, DSP and other state officer posts', pay: '₹7–10 LPA' },
  { exam: 'UPSC Civil Services', leadsTo: 'IAS, IPS, IFS and other central services', pay: '₹10–14 LPA' },
  { exam: 'CDS / AFCAT', leadsTo: 'Officer entry to the armed forces after graduation', pay: '₹10–12 LPA' },
];

/** Still at school or only just past Class 12 (not yet a graduate). */
function beforeGraduation(text: string, person: Pick<Person, 'stage'> | undefined): boolean {
  if (/\b(?:graduat\w*|b\.?\s?a|b\.?\s?com|b\.?\s?sc|b\.?\s?tech|bba|bca|degree|final year|pass(?:ed)? out)\b/i.test(text)) return false;
  return person?.stage === 'school' || /\b(?:12th|class\s*12|class\s*xii|10th|class\s*10|after school|inter(?:mediate)?)\b/i.test(text);
}

/**
 * The government exams for this person as Markdown: the after-Class-12 list for someone still at school (and a word
 * on what opens after a degree), the graduate list otherwise, each with what it leads to and pay; how to choose; next
 * steps towards a study plan.
 */
export function governmentJobsReply(text: string, person?: Pick<Person, 'stage' | 'adult'>): string {
  const school = beforeGraduation(text, person);
  const list = school ? AFTER_CLASS_12 : AFTER_GRADUATION;
  const lines = [
    `## ${say(school ? WORDS.afterSchool : WORDS.afterGraduation)}`,
    '',
    school
      ? 'After Class 12 you can already sit several central and state recruitment exams. The better-paid officer exams (SSC CGL, bank PO, state PSC, UPSC) need a degree, so many students take a Class 12 level exam while they study for a degree.'
      : 'With a degree (final-year students can often apply), these are the main recruitment exams. Their syllabi overlap a lot: quantitative aptitude, reasoning, English and general awareness, so preparing for one prepares you for the others.',
    '',
    `| ${say(WORDS.exam)} | ${say(WORDS.leadsTo)} | ${say(WORDS.pay)} |`,
    '|---|---|---|',
    ...list.map((g) => `| ${g.exam} | ${g.leadsTo} | ${g.pay} |`),
    '',
    '_Pay is approximate, includes allowances and varies by post and city; age limits and vacancies change every year, so read the latest notification._',
    '',
    `### ${say(WORDS.howToChoose)}`,
    ...(school
      ? [
          '- **Want an officer post later?** Do a degree (any stream) and aim for SSC CGL, bank PO or your state PSC from the final year.',
          '- **Need a job soon?** SSC CHSL and the railway exams are the nearest.',
          '- **Defence?** NDA is open only until about 19.5 years of age, so decide early.',
        ]
      : [
          '- **Like maths and speed?** SSC CGL and the bank exams reward fast arithmetic and reasoning.',
          '- **Like reading, writing and current affairs?** Your state PSC and UPSC reward answer writing; preparing for the state PSC alongside UPSC is common.',
          '- **Want a quicker start?** Bank clerk and railway exams have shorter cycles; many people keep preparing for an officer exam after joining.',
          '- **Keep a plan B:** selection rates are low (often 1–2% or less), so set a limit of attempts or years, and build a skill that gets you a private job meanwhile.',
        ]),
    '',
    nextSteps([
      say(school ? WORDS.stepSchool : WORDS.stepGraduate),
      say(WORDS.stepPlanner),
    ]),
  ];
  return lines.join('\n');
}
