/**
 * Copy and static data of the Career path page (career pathways, trending careers, exams; the
 * assessment: 15 minutes, 25 questions).
 */
import { ASSESSMENT_MINUTES, ASSESSMENT_QUESTIONS } from '~/shared/assessment';
import { paths } from '~/shared/paths';

export { ASSESSMENT_MINUTES, ASSESSMENT_QUESTIONS };

export interface CareerPathway {
  id: string;
  title: string;
  /** Roles from entry level upwards. */
  paths: string[];
}

export interface TrendingCareer {
  id: string;
  title: string;
  /** Indicative growth in demand over five years, in percent. */
  growth: number;
}

export interface Exam {
  id: string;
  name: string;
  description: string;
}

export const assessment = {
  heading: 'Skills assessment',
  intro:
    'Answer short questions on career direction, digital skills, communication, entrepreneurship and money. You see where you stand in each area, with the courses, talks and tools that fit what to learn next.',
  facts: [
    { value: `${ASSESSMENT_MINUTES} minutes`, label: 'to complete' },
    { value: `${ASSESSMENT_QUESTIONS} questions`, label: 'on five skill areas' },
  ],
  sampleLabel: `Sample question 1 of ${ASSESSMENT_QUESTIONS}`,
  /** The assessment's first question (content/assessment/questions.json). */
  sampleQuestion: "You're in Class 12 and torn between engineering and design. What is the most useful next step?",
  sampleOptions: [
    'Choose whichever course most of your friends are taking',
    'Take an aptitude test or counselling session and discuss the results with family',
    'Talk to people working in both fields and try a short project or course in each',
    'Pick the one that tops an online list of highest-paying careers',
  ],
  cta: 'Start the assessment',
  /** The skills assessment. */
  href: paths.assessment,
} as const;

export const pathwaySection = {
  heading: 'Industry pathway maps',
  intro: 'How careers typically progress in six industries, from a first role to leadership. Most people move sideways at least once.',
  pathways: [
    {
      id: 'technology',
      title: 'Software & Technology',
      paths: ['Software Engineering Intern', 'Software Engineer', 'Senior Software Engineer', 'Tech Lead or Engineering Manager'],
    },
    {
      id: 'data-ai',
      title: 'Data & AI',
      paths: ['Data Analyst', 'Data Scientist', 'Machine Learning Engineer', 'Head of Data Science'],
    },
    {
      id: 'design',
      title: 'Design',
      paths: ['UI/UX Design Intern', 'Product Designer', 'Senior Product Designer', 'Design Lead'],
    },
    {
      id: 'business',
      title: 'Business & Product',
      paths: ['Business Analyst', 'Associate Product Manager', 'Product Manager', 'Director of Product'],
    },
    {
      id: 'finance',
      title: 'Finance',
      paths: ['Accounts Executive', 'Financial Analyst', 'Finance Manager', 'Chief Financial Officer'],
    },
    {
      id: 'marketing',
      title: 'Marketing',
      paths: ['Marketing Executive', 'Digital Marketing Specialist', 'Marketing Manager', 'Head of Marketing'],
    },
  ] satisfies CareerPathway[],
} as const;

export const examSection = {
  heading: 'Exam preparation',
  intro: 'Preparing for an entrance or recruitment exam? Get a week-by-week study plan built around your exam date and the hours you have.',
  cta: 'Plan my preparation',
  href: `${paths.aiTools}?tool=study-planner`,
  exams: [
    { id: 'gate', name: 'GATE', description: 'M.Tech and MS admissions, and recruitment by public sector undertakings.' },
    { id: 'cat', name: 'CAT', description: 'MBA admissions at the IIMs and many other business schools.' },
    { id: 'upsc-cse', name: 'UPSC Civil Services', description: 'Prelims, mains and interview for the IAS, IPS, IFS and other services.' },
    { id: 'bank-po', name: 'Bank PO (IBPS / SBI)', description: 'Probationary officer roles in public sector banks.' },
    { id: 'ugc-net', name: 'UGC NET', description: 'Eligibility for assistant professor posts and research fellowships.' },
    { id: 'gre', name: 'GRE', description: "Master's and PhD admissions abroad." },
    { id: 'gmat', name: 'GMAT', description: 'Business school admissions in India and abroad.' },
    { id: 'ielts-toefl', name: 'IELTS / TOEFL', description: 'English proficiency for study and work abroad.' },
  ] satisfies Exam[],
} as const;

export const trendingSection = {
  heading: 'Trending careers',
  intro: 'Roles where employers expect demand to grow fastest over the next five years.',
  note: 'Growth figures are indicative estimates of growth in demand over five years, rounded, for guidance only.',
  growthLabel: 'growth',
  careers: [
    { id: 'ai-ml-specialist', title: 'AI & Machine Learning Specialist', growth: 45 },
    { id: 'data-scientist', title: 'Data Scientist', growth: 36 },
    { id: 'cybersecurity-analyst', title: 'Cybersecurity Analyst', growth: 32 },
    { id: 'ev-engineer', title: 'Electric Vehicle Engineer', growth: 30 },
    { id: 'fintech-engineer', title: 'FinTech Engineer', growth: 28 },
    { id: 'renewable-energy-engineer', title: 'Renewable Energy Engineer', growth: 26 },
    { id: 'ux-designer', title: 'UI/UX Designer', growth: 22 },
    { id: 'digital-marketing-specialist', title: 'Digital Marketing Specialist', growth: 20 },
  ] satisfies TrendingCareer[],
} as const;

export const roadmapCta = {
  heading: 'Get your personalised career roadmap',
  text: 'Tell our AI career assistants where you are today and where you want to be. They map the skills, courses, projects and milestones in between.',
  button: 'Build my roadmap',
  href: paths.aiTools,
} as const;
