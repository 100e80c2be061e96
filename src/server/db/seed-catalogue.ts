/**
 * The AI tool catalogue: product data, present in every mode. Tools are added by slug when
 * missing; an admin's later edits to existing rows are kept. Each tool's page is /ai-tools/<slug>.
 *
 * `is_premium` is enforced: only plans whose terms include premiumTools (src/shared/plans.ts) may use such a tool. No tool is
 * Premium until the paid plans decide which are (decision 017); migration 0016 cleared the flag on existing databases.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '.';
import { aiTools } from './schema';

export const AI_TOOL_CATALOGUE = [
  {
    slug: 'learning-path',
    name: 'Learning Path Generator',
    description: 'Tell it the role you want and what you know today; get a staged plan with durations, projects and free resources.',
    category: 'Learning',
    icon: 'BarChart',
    tool_type: 'learning-path',
    features: ['Staged plan with weekly milestones', 'Portfolio projects for each stage', 'Free and low-cost resources (NPTEL, SWAYAM, freeCodeCamp)', 'Adjusts to your current level'],
    is_premium: false,
  },
  {
    slug: 'career-finder',
    name: 'Career Finder',
    description: 'Describe what you enjoy and are good at; get three careers that fit, why they fit, and the first step into each.',
    category: 'Career Discovery',
    icon: 'MessageCircle',
    tool_type: 'career-finder',
    features: ['Matches interests to careers', 'Entry routes common in India', 'Approximate starting salaries', 'Related careers to explore'],
    is_premium: false,
  },
  {
    slug: 'swot',
    name: 'Personal SWOT Analysis',
    description: 'Write about yourself in your own words; get a SWOT grid built from what you said, with questions for the gaps.',
    category: 'Self Assessment',
    icon: 'FileText',
    tool_type: 'swot',
    features: ['Strengths, weaknesses, opportunities, threats', 'Built from your own words', 'Questions where information is missing'],
    is_premium: false,
  },
  {
    slug: 'skill-map',
    name: 'Skill Map',
    description: 'Pick a target role; see which skills you already have, which to learn next and which can wait.',
    category: 'Skills',
    icon: 'BarChart',
    tool_type: 'skill-map',
    features: ['Skills you have vs. need', 'What to learn next and later', 'A practice idea for each skill', 'Tools used in the role'],
    is_premium: false,
  },
  {
    slug: 'study-planner',
    name: 'Exam Study Planner',
    description: 'Name your exam (JEE, NEET, CAT, GATE, UPSC, CLAT, CA Foundation…) and your hours; get a weekly plan with revision and mocks.',
    category: 'Exam Preparation',
    icon: 'Calendar',
    tool_type: 'study-planner',
    features: ['Weekly plan by section weight', 'Revision and mock-test weeks', 'Fits the hours you have', 'Syllabus checklist'],
    is_premium: false,
  },
  {
    slug: 'resume-review',
    name: 'Resume Reviewer',
    description: 'Attach your CV (PDF, DOCX or TXT); get a checklist review with concrete fixes.',
    category: 'Job Search',
    icon: 'FileText',
    tool_type: 'resume',
    features: ['Checklist review of your CV', 'Quantified achievements check', 'Action verbs and length', 'Links and contact details'],
    is_premium: false,
  },
  {
    slug: 'what-if',
    name: 'What-If Career Simulator',
    description: 'Compare two paths, like switching from teaching to data analysis or dropping a course to build a startup, before you decide.',
    category: 'Decision Making',
    icon: 'DollarSign',
    tool_type: 'what-if',
    features: ['Side-by-side comparison', 'Risks and money runway', 'Decision checklist', 'Questions to ask people in the field'],
    is_premium: false,
  },
] as const;

export async function seedCatalogue(db: Database): Promise<void> {
  const existing = await db.select({ slug: aiTools.slug }).from(aiTools).where(inArray(aiTools.slug, AI_TOOL_CATALOGUE.map((t) => t.slug)));
  const have = new Set(existing.map((e) => e.slug));
  const missing = AI_TOOL_CATALOGUE.filter((t) => !have.has(t.slug));
  if (!missing.length) return;
  // Spaced created_at keeps the catalogue order (the tools list is ordered by created_at).
  const base = Date.now();
  await db
    .insert(aiTools)
    .values(missing.map((t, i) => ({ ...t, features: [...t.features], created_at: new Date(base + AI_TOOL_CATALOGUE.indexOf(t) * 1000 + i) })))
    .onConflictDoNothing();
}
