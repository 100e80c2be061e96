/**
 * Direct questions about writing a CV, answered without asking for the CV first: what goes first, how long, a photo,
 * objective or summary, a fresher with no experience, why a CV is not shortlisted, personal details, marks and
 * gaps, skills, achievement points and format. The advice is what Indian recruiters and applicant tracking systems
 * look for; when the question names a role the knowledge base knows, the skills and projects recruiters scan for
 * in that role are added. Every answer ends by offering a line-by-line review of the person's own CV.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { Career } from './knowledge-types';
import { joinAnd, nextSteps, normalise, say } from './text';

/** The answer's own words (the role's heading, labels and next steps), written in the answer's language. */
const WORDS = {
  forRoles: /*i18n*/ { id: 'mentor.cv-advice.for-roles', message: '{title} (for {career} roles)' },
  scan: /*i18n*/ { id: 'mentor.cv-advice.scan', message: 'What recruiters scan for in {career} CVs' },
  skills: /*i18n*/ { id: 'mentor.cv-advice.skills', message: 'Skills:' },
  tools: /*i18n*/ { id: 'mentor.cv-advice.tools', message: 'Tools:' },
  project: /*i18n*/ { id: 'mentor.cv-advice.project', message: 'A project that proves it:' },
  stepPaste: /*i18n*/ { id: 'mentor.cv-advice.step-paste', message: 'Paste your CV here (or attach it as PDF, DOCX or TXT) and I will check it line by line.' },
  stepJobPost: /*i18n*/ {
    id: 'mentor.cv-advice.step-job-post',
    message: 'Add the job post you are applying to, and I will compare your CV with what a {career} role asks for.',
  },
  stepRole: /*i18n*/ { id: 'mentor.cv-advice.step-role', message: 'Tell me the role you are applying for, so the review checks the skills recruiters look for.' },
};

export type ResumeTopic = 'order' | 'length' | 'photo' | 'summary' | 'fresher' | 'shortlisting' | 'personal' | 'marks' | 'skills' | 'points' | 'format' | 'gap' | 'general';

/** Topics by the words that ask about them, most specific first. */
const TOPIC_WORDS: readonly [ResumeTopic, RegExp][] = [
  ['photo', /\b(?:photo|photograph|picture|pic|selfie)\b/],
  ['summary', /\b(?:objective|summary|profile summary|about me)\b/],
  ['shortlisting', /\b(?:shortlist\w*|ats|not getting (?:any )?(?:calls|interviews|replies|response)|no (?:calls|interview calls|response)|rejected|rejection|keywords?|naukri|linkedin easy apply)\b/],
  ['personal', /\b(?:date of birth|dob|father|mother|marital|religion|caste|declaration|personal details|address)\b/],
  ['marks', /\b(?:cgpa|gpa|percentage|marks|backlogs?|kt|10th|12th)\b/],
  ['gap', /\b(?:gap year|gap in|career break|break in|year gap|drop year)\b/],
  ['length', /\b(?:how long|length|how many pages|one page|1 page|two pages|2 pages|page limit)\b/],
  ['fresher', /\b(?:no experience|without experience|fresher|no internship|nothing to (?:write|put)|zero experience|first job)\b/],
  ['order', /\b(?:first|order|sequence|top of|start with|begin with|structure|sections?)\b/],
  ['skills', /\b(?:skills? section|which skills|what skills|skills to (?:add|put|write))\b/],
  ['points', /\b(?:achievements?|bullet points?|quantify|numbers|describe (?:my )?(?:work|project|internship)|action verbs?)\b/],
  ['format', /\b(?:format|template|canva|font|pdf|word file|docx|design|colou?rs?|columns?)\b/],
];

const CV_WORDS = /\b(?:resume|résumé|cv|curriculum vitae|biodata|bio data)\b/i;

/** The CV topic a question asks about, or null when it is not a question about writing a CV. */
export function resumeTopic(text: string): ResumeTopic | null {
  const t = normalise(text);
  const about = CV_WORDS.test(text) || /\b(?:shortlist\w*|ats|objective|cover letter)\b/.test(t);
  if (!about) return null;
  for (const [topic, re] of TOPIC_WORDS) if (re.test(t)) return topic;
  return 'general';
}

/** The sections of a fresher's CV in order, each with what goes in it. */
const FRESHER_ORDER = [
  '**Header:** name, phone (+91…), a professional e-mail, city, LinkedIn (and GitHub or a portfolio for tech and design).',
  '**Summary (2–3 lines):** who you are, your top 3 skills and the role you want.',
  '**Education:** degree, college, year, CGPA or percentage (Class 12 and 10 below it, one line each).',
  '**Projects:** 2–3 projects, each with what you built, the tools and a result.',
  '**Internships or work:** even a short internship or freelance work counts.',
  '**Skills:** grouped (languages, tools, other), only what you can prove in an interview.',
  '**Certifications and achievements:** NPTEL, hackathons, college roles, with numbers where you can.',
];

/** Each topic's answer: its heading (in the answer's language) and its advice (English for now). */
const ANSWERS: Record<Exclude<ResumeTopic, 'general'>, { title: MessageDescriptor; body: string[] }> = {
  order: {
    title: /*i18n*/ { id: 'mentor.cv-advice.title.order', message: 'What to put first on your resume' },
    body: [
      'Put your **name and contact details** at the very top, then a **2–3 line summary**. After that, lead with your strongest section: for a fresher that is usually education and projects; after a year or more of work, experience comes first.',
      '',
      'A fresher’s CV, top to bottom:',
      ...FRESHER_ORDER.map((s, i) => `${i + 1}. ${s}`),
      '',
      'Recruiters spend about 10 seconds on the first look, so the top third of the page must show the role you want and your best proof.',
    ],
  },
  length: {
    title: /*i18n*/ { id: 'mentor.cv-advice.title.length', message: 'How long your resume should be' },
    body: [
      '**One page** for a fresher and for anyone with under about 5 years of experience; two pages only when you have more relevant work than fits.',
      '',
      '- Cut school-level details to one line each (Class 10 and 12).',
      '- Keep 2–3 strong projects rather than six weak ones.',
      '- Drop the objective, the declaration and personal details: that alone often saves a quarter of a page.',
    ],
  },
  photo: {
    title: /*i18n*/ { id: 'mentor.cv-advice.title.photo', message: 'Should you put a photo on your resume?' },
    body: [
      '**No photo** for private-sector jobs in India, including IT companies and startups: it takes space, adds nothing, and some applicant tracking systems read a photo badly.',
      '',
      '- Add one only where the form or the employer asks for it (some government forms, airlines, some jobs abroad).',
      '- When it is asked for: a recent passport-style photo with a plain background, never a selfie.',
      '- Your LinkedIn profile should have a clear photo: that is where recruiters look.',
    ],
  },
  summary: {
    title: /*i18n*/ { id: 'mentor.cv-advice.title.summary', message: 'Objective or summary?' },
    body: [
      'Write a **summary**, not an objective. An objective ("seeking a challenging position in a reputed organisation") says what you want; a summary says what you offer, which is what a recruiter reads for.',
      '',
      '**A good summary, 2–3 lines:** who you are + your top 3 skills + the role you want, with one proof.',
      '',
      '_Example:_ "Final-year B.Com student skilled in Excel (pivot tables, lookups), Tally and GST filing; cut invoice errors by 30% during an internship at a CA firm. Looking for an accounts or MIS analyst role."',
    ],
  },
  fresher: {
    title: /*i18n*/ { id: 'mentor.cv-advice.title.fresher', message: 'A resume with no work experience' },
    body: [
      'Every fresher starts here. Fill the page with proof of what you can do:',
      '',
      '- **Projects:** college, personal or freelance: what you built, the tools, the result (2–3 projects, 2–3 points each).',
      '- **Internships:** even a 1-month or virtual internship counts; so does helping in a family business, described like a job.',
      '- **Certifications:** NPTEL, Google or Microsoft certificates relevant to the role.',
      '- **Skills:** the ones the job post asks for, and only those you can show in an interview.',
      '- **Achievements:** hackathons, competitions, college roles (fest coordinator, club lead), with numbers ("managed a ₹50,000 fest budget").',
      '',
      'For mass recruiters such as TCS or Infosys, the online test decides the first cut; the CV then shows eligibility (marks, no backlogs), your projects and your skills, and the interview will ask about every line of it.',
    ],
  },
  shortlisting: {
    title: /*i18n*/ { id: 'mentor.cv-advice.title.shortlisting', message: 'Why your resume is not getting shortlisted' },
    body: [
      'Most companies and job portals first filter CVs with an **applicant tracking system (ATS)**, which matches your CV against the job description’s keywords before a person sees it.',
      '',
      '- **Tailor each CV to the job description:** use its exact words for skills and tools (if it says "Power BI", do not write only "dashboards").',
      '- **Simple format:** one column, standard headings (Summary, Education, Experience, Projects, Skills), no tables, text boxes or skill bars; send a PDF made from Word or Google Docs.',
      '- **Numbers in your points:** "Reduced report time by 40%" beats "Responsible for reports".',
      '- **Apply early** (the first 2–3 days of a posting) and ask seniors or alumni for **referrals**: referred CVs are read by a person.',
      '- **Update your portal profile** (headline, key skills, notice period) so recruiters find you in searches.',
    ],
  },
  personal: {
    title: /*i18n*/ { id: 'mentor.cv-advice.title.personal', message: 'Personal details on a resume' },
    body: [
      'For private-sector jobs, **leave out** date of birth, father’s name, marital status, religion, caste, full postal address and the declaration ("I hereby declare…"). They use space and can invite bias.',
      '',
      '- Keep: name, phone, e-mail, city, LinkedIn and GitHub or a portfolio.',
      '- Keep those details only for a government job or a form that asks for them.',
    ],
  },
  marks: {
    title: /*i18n*/ { id: 'mentor.cv-advice.title.marks', message: 'Marks, CGPA and backlogs on a resume' },
    body: [
      '- Write your **CGPA or percentage** for the degree; add Class 12 and 10 in one line each. Mass recruiters often ask for 60% (or 6 CGPA) throughout, so show it clearly if you meet it.',
      '- Marks below the usual cut-off: still write them (forms ask anyway), and lead with projects and skills.',
      '- **Backlogs:** do not write them on the CV, but answer honestly when a form or interviewer asks; most companies need them cleared by joining.',
    ],
  },
  gap: {
    title: /*i18n*/ { id: 'mentor.cv-advice.title.gap', message: 'A gap year on your resume' },
    body: [
      'Show the gap honestly in one line with what you did: "2023–24: prepared for UPSC CSE; completed NPTEL courses in Python and economics". A gap with a reason is fine; an unexplained one raises questions.',
      '',
      '- Add what you learnt or built in that time (courses, projects, freelancing, family responsibility).',
      '- In interviews, say it in 2–3 calm sentences and move on to why you want this role now.',
    ],
  },
  skills: {
    title: /*i18n*/ { id: 'mentor.cv-advice.title.skills', message: 'The skills section' },
    body: [
      '- Group skills: **languages and tools** (Python, SQL, Excel, Tally, Figma…), **core knowledge** (accounting, DBMS, digital marketing…), **languages you speak**.',
      '- List only what you can answer questions on; every skill should appear in a project or an experience point too.',
      '- Use the job description’s words for the same skill, for the applicant tracking system.',
      '- Leave out skill bars and percentages ("Python 80%"): they mean nothing to a recruiter.',
    ],
  },
  points: {
    title: /*i18n*/ { id: 'mentor.cv-advice.title.points', message: 'Writing achievement points' },
    body: [
      'Each point: **action verb + what you did + result with a number**.',
      '',
      '- Weak: "Responsible for maintaining sales records." → Strong: "Maintained sales records for 120 customers in Excel and cut monthly reconciliation time by 2 days."',
      '- Weak: "Worked on a library management system." → Strong: "Built a library management system in Java and MySQL used by 300 students; designed the login module and database."',
      '',
      'Good verbs: built, analysed, reduced, increased, led, launched, automated, designed. No numbers yet? Count users, hours saved, records handled, marks improved.',
    ],
  },
  format: {
    title: /*i18n*/ { id: 'mentor.cv-advice.title.format', message: 'Resume format' },
    body: [
      '- **One column**, a clean font (Calibri, Arial or similar, 10–11 pt), clear headings, 1.5 cm margins.',
      '- **PDF**, named "FirstName-LastName-Resume.pdf".',
      '- No tables, text boxes, icons or skill bars: applicant tracking systems often cannot read them. Colourful Canva templates look good but parse badly.',
      '- Bold only the job title or project name in each entry.',
    ],
  },
};

function generalAnswer(): { title: MessageDescriptor; body: string[] } {
  return {
    title: /*i18n*/ { id: 'mentor.cv-advice.title.general', message: 'How to write a strong resume' },
    body: [
      'A recruiter should see in 10 seconds what role you want and your best proof. For a fresher, this order works:',
      '',
      ...FRESHER_ORDER.map((s, i) => `${i + 1}. ${s}`),
      '',
      'Keep it to **one page**, start every point with an action verb and a number, and tailor the skills to each job description.',
    ],
  };
}

/**
 * The answer to a question about writing a CV, as Markdown. With a `career`, it adds the skills and tools
 * recruiters scan for in that role and a project idea from its roadmap.
 */
export function resumeAdviceReply(topic: ResumeTopic, career: Career | null): string {
  const { title, body } = topic === 'general' ? generalAnswer() : ANSWERS[topic];
  const lines = [`## ${career ? say(WORDS.forRoles, { title: say(title), career: career.title }) : say(title)}`, '', ...body, ''];
  if (career) {
    lines.push(
      `### ${say(WORDS.scan, { career: career.title })}`,
      `- **${say(WORDS.skills)}** ${joinAnd(career.skills.slice(0, 4).map((s) => s.name))}.`,
      `- **${say(WORDS.tools)}** ${career.tools.slice(0, 5).join(', ')}.`,
      `- **${say(WORDS.project)}** ${career.stages[Math.min(1, career.stages.length - 1)].project}.`,
      '',
    );
  }
  lines.push(nextSteps([say(WORDS.stepPaste), career ? say(WORDS.stepJobPost, { career: career.title }) : say(WORDS.stepRole)]));
  return lines.join('\n');
}
