/**
 * The evaluation set (cases.ts): CVs pasted or attached, and direct questions about writing one, asked of the Resume Reviewer.
 */
import type { EvaluationCase } from './evaluation-case';
import { ANALYST_CV, BCOM_CV_WITH_DECLARATION, BTECH_FRESHER_CV } from './cvs';

export const CV_CASES: readonly EvaluationCase[] = [
  // ---------------------------------------------------------------- Resume Reviewer: pasted CVs and direct questions
  {
    id: 'resume-pasted-fresher',
    tool: 'resume',
    language: 'en',
    ask: `pls review my resume for tcs and infosys\n\n${BTECH_FRESHER_CV}`,
    good: 'Reviews the pasted CV like an attached one: objective → summary, numbers in projects, weak phrases ("worked on", "responsible for"), links missing.',
    must: [/checks? passed/i, /(numbers|quantif)/i, /(Worked on|Responsible for|action verb)/i, /(summary|objective)/i],
    mustNot: [/^## Roadmap/m],
  },
  {
    id: 'resume-pasted-bare',
    tool: 'resume',
    language: 'en',
    ask: BCOM_CV_WITH_DECLARATION,
    good: 'A CV pasted with no message is reviewed: personal details and the declaration flagged, weak verbs fixed.',
    must: [/checks? passed/i, /(date of birth|father|declaration|personal details)/i],
    mustNot: [/^## Roadmap/m],
  },
  {
    id: 'resume-attached-txt',
    tool: 'resume',
    language: 'en',
    ask: 'Review my CV for data analyst roles',
    attachment: { name: 'priya-cv.txt', kind: 'txt', text: ANALYST_CV },
    good: 'Reviews the attached CV for data analyst roles; it is strong, so most checks pass.',
    must: [/checks? passed/i, /Data Analyst/i],
  },
  {
    id: 'resume-what-first',
    tool: 'resume',
    language: 'en',
    ask: 'what should I put first on my resume?',
    good: 'Answers directly: name and contact, a 2–3 line summary, then the strongest section for the person (projects/education for freshers, experience otherwise).',
    must: [/(name|contact)/i, /summary/i, /(projects|education|experience)/i],
    mustNot: [/Resume review: attach your CV/],
  },
  {
    id: 'resume-length-fresher',
    tool: 'resume',
    language: 'en',
    ask: 'how long should my resume be? i am a fresher',
    good: 'One page for a fresher, and why.',
    must: [/one page|1 page|single page/i],
    mustNot: [/Resume review: attach your CV/],
  },
  {
    id: 'resume-photo-hinglish',
    tool: 'resume',
    language: 'hinglish',
    ask: 'resume mein photo lagana chahiye kya?',
    good: 'Answers the photo question (not needed for most private jobs in India; only where a form asks).',
    must: [/photo/i],
    mustNot: [/Resume review: attach your CV/],
  },
  {
    id: 'resume-no-experience',
    tool: 'resume',
    language: 'en',
    ask: 'I have no experience, what do i write in resume for TCS off campus drive?',
    good: 'A fresher CV without experience: projects, internships, certifications, skills matched to the job, achievements with numbers.',
    must: [/projects?/i, /(internships?|certifications?)/i, /skills/i],
    mustNot: [/Resume review: attach your CV/],
  },
  {
    id: 'resume-objective-or-summary-hinglish',
    tool: 'resume',
    language: 'hinglish',
    ask: 'Objective likhu ya summary?',
    good: 'Summary, not objective, with what goes in it.',
    must: [/summary/i, /objective/i],
  },
  {
    id: 'resume-not-shortlisted',
    tool: 'resume',
    language: 'en',
    ask: 'my resume is not getting shortlisted on naukri, why??',
    good: 'Explains applicant tracking and keyword matching, tailoring to the job description, and offers to review the CV.',
    must: [/(ATS|applicant tracking|keywords?|job description)/i],
  },
  {
    id: 'resume-hindi-how-to-make',
    tool: 'resume',
    language: 'hi',
    ask: 'मेरा रिज्यूमे कैसे बनाऊं? मैं बी.कॉम फाइनल ईयर में हूं',
    good: 'Understands "how do I make my resume, I am in B.Com final year" and explains the sections of a fresher CV.',
    must: [/(resume|CV)/i, /summary/i, /(education|skills)/i],
  },
  {
    id: 'resume-tool-career-question',
    tool: 'resume',
    language: 'en',
    ask: 'How do I make my resume good for data analyst jobs?',
    good: 'Resume advice for data analyst roles: the skills recruiters scan for (SQL, Excel, Power BI), projects with numbers.',
    must: [/Data Analyst/i, /SQL/, /(projects?|portfolio)/i],
    mustNot: [/^## Roadmap/m],
  },

];
