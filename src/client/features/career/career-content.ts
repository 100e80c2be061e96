/**
 * Copy and static data of the Career path page (career pathways, trending careers, exams; the
 * assessment: 15 minutes, 25 questions).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ASSESSMENT_MINUTES, ASSESSMENT_QUESTIONS } from '~/shared/assessment';
import { paths } from '~/shared/paths';

export { ASSESSMENT_MINUTES, ASSESSMENT_QUESTIONS };

export interface CareerPathway {
  id: string;
  title: MessageDescriptor;
  /** Roles from entry level upwards. */
  paths: MessageDescriptor[];
}

export interface TrendingCareer {
  id: string;
  title: MessageDescriptor;
  /** Indicative growth in demand over five years, in percent. */
  growth: number;
}

export interface Exam {
  id: string;
  name: string;
  description: MessageDescriptor;
}

export const assessment = {
  heading: msg`Skills assessment`,
  intro:
    msg`Answer short questions on career direction, digital skills, communication, entrepreneurship and money. You see where you stand in each area, with the courses, talks and tools that fit what to learn next.`,
  facts: [
    { value: `${ASSESSMENT_MINUTES} minutes`, label: msg`to complete` },
    { value: `${ASSESSMENT_QUESTIONS} questions`, label: msg`on five skill areas` },
  ],
  sampleLabel: msg`Sample question 1 of ${ASSESSMENT_QUESTIONS}`,
  /** The assessment's first question (content/assessment/questions.json). */
  sampleQuestion: msg`You're in Class 12 and torn between engineering and design. What is the most useful next step?`,
  sampleOptions: [
    'Choose whichever course most of your friends are taking',
    'Take an aptitude test or counselling session and discuss the results with family',
    'Talk to people working in both fields and try a short project or course in each',
    'Pick the one that tops an online list of highest-paying careers',
  ],
  cta: msg`Start the assessment`,
  /** The skills assessment. */
  href: paths.assessment,
} as const;

export const pathwaySection = {
  heading: msg`Industry pathway maps`,
  intro: msg`How careers typically progress in six industries, from a first role to leadership. Most people move sideways at least once.`,
  pathways: [
    {
      id: 'technology',
      title: msg`Software & Technology`,
      paths: [msg`Software Engineering Intern`, msg`Software Engineer`, msg`Senior Software Engineer`, msg`Tech Lead or Engineering Manager`],
    },
    {
      id: 'data-ai',
      title: msg`Data & AI`,
      paths: [msg`Data Analyst`, msg`Data Scientist`, msg`Machine Learning Engineer`, msg`Head of Data Science`],
    },
    {
      id: 'design',
      title: msg`Design`,
      paths: [msg`UI/UX Design Intern`, msg`Product Designer`, msg`Senior Product Designer`, msg`Design Lead`],
    },
    {
      id: 'business',
      title: msg`Business & Product`,
      paths: [msg`Business Analyst`, msg`Associate Product Manager`, msg`Product Manager`, msg`Director of Product`],
    },
    {
      id: 'finance',
      title: msg`Finance`,
      paths: [msg`Accounts Executive`, msg`Financial Analyst`, msg`Finance Manager`, msg`Chief Financial Officer`],
    },
    {
      id: 'marketing',
      title: msg`Marketing`,
      paths: [msg`Marketing Executive`, msg`Digital Marketing Specialist`, msg`Marketing Manager`, msg`Head of Marketing`],
    },
  ] satisfies CareerPathway[],
} as const;

export const examSection = {
  heading: msg`Exam preparation`,
  intro: msg`Preparing for an entrance or recruitment exam? Get a week-by-week study plan built around your exam date and the hours you have.`,
  cta: msg`Plan my preparation`,
  href: `${paths.aiTools}?tool=study-planner`,
  exams: [
    { id: 'gate', name: 'GATE', description: msg`M.Tech and MS admissions, and recruitment by public sector undertakings.` },
    { id: 'cat', name: 'CAT', description: msg`MBA admissions at the IIMs and many other business schools.` },
    { id: 'upsc-cse', name: 'UPSC Civil Services', description: msg`Prelims, mains and interview for the IAS, IPS, IFS and other services.` },
    { id: 'bank-po', name: 'Bank PO (IBPS / SBI)', description: msg`Probationary officer roles in public sector banks.` },
    { id: 'ugc-net', name: 'UGC NET', description: msg`Eligibility for assistant professor posts and research fellowships.` },
    { id: 'gre', name: 'GRE', description: msg`Master's and PhD admissions abroad.` },
    { id: 'gmat', name: 'GMAT', description: msg`Business school admissions in India and abroad.` },
    { id: 'ielts-toefl', name: 'IELTS / TOEFL', description: msg`English proficiency for study and work abroad.` },
  ] satisfies Exam[],
} as const;

export const trendingSection = {
  heading: msg`Trending careers`,
  intro: msg`Roles where employers expect demand to grow fastest over the next five years.`,
  note: msg`Growth figures are indicative estimates of growth in demand over five years, rounded, for guidance only.`,
  growthLabel: msg`growth`,
  careers: [
    { id: 'ai-ml-specialist', title: msg`AI & Machine Learning Specialist`, growth: 45 },
    { id: 'data-scientist', title: msg`Data Scientist`, growth: 36 },
    { id: 'cybersecurity-analyst', title: msg`Cybersecurity Analyst`, growth: 32 },
    { id: 'ev-engineer', title: msg`Electric Vehicle Engineer`, growth: 30 },
    { id: 'fintech-engineer', title: msg`FinTech Engineer`, growth: 28 },
    { id: 'renewable-energy-engineer', title: msg`Renewable Energy Engineer`, growth: 26 },
    { id: 'ux-designer', title: msg`UI/UX Designer`, growth: 22 },
    { id: 'digital-marketing-specialist', title: msg`Digital Marketing Specialist`, growth: 20 },
  ] satisfies TrendingCareer[],
} as const;

export const roadmapCta = {
  heading: msg`Get your personalised career roadmap`,
  text: msg`Tell our AI career assistants where you are today and where you want to be. They map the skills, courses, projects and milestones in between.`,
  button: msg`Build my roadmap`,
  href: paths.aiTools,
} as const;
