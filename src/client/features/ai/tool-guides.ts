/**
 * What each kind of AI tool is for, as its page explains it (page copy, by the tool's chat type): two or three
 * questions a student would ask it, and what its answer gives back. The tool's name, description, category and
 * features come from the catalogue; a tool an admin adds later gets the guide of its type.
 */
import type { ToolType } from '~/shared/ai';

export interface ToolGuide {
  /** Questions a student would ask, as they would type them. */
  examples: readonly string[];
  /** What the answer contains, in one or two sentences. */
  answer: string;
}

export const TOOL_GUIDES: Record<ToolType, ToolGuide> = {
  'learning-path': {
    examples: [
      'How do I become a data scientist? I know basic Python.',
      'I am in second year B.Com. How can I learn digital marketing in six months?',
      'Which free courses should I take to become a web developer?',
    ],
    answer:
      'A roadmap in stages, each with how long it takes, what to learn, a project for your portfolio and free or low-cost resources, then the usual routes into a first job in India.',
  },
  'career-finder': {
    examples: [
      'I enjoy biology and working with people. Which careers fit me?',
      'I like drawing and computers but not maths. What can I do after 12th?',
      'I am good at explaining things to friends. Which jobs use that?',
    ],
    answer: 'Your top career matches, why each fits what you said, approximate starting salaries in India, and the first step into each.',
  },
  swot: {
    examples: [
      'Do a SWOT analysis: I am good at maths, shy in interviews, and know Python.',
      'I speak three languages, have a 6.5 CGPA and no internship yet. What are my strengths and weaknesses?',
    ],
    answer: 'A SWOT grid (strengths, weaknesses, opportunities, threats) built from your own words, questions where something is missing, and how to turn it into action.',
  },
  'skill-map': {
    examples: [
      'I want to become a UX designer. What skills do I need?',
      'Which skills does a cloud engineer need, and which do I learn first?',
      'I know Excel and SQL. What is missing for a data analyst job?',
    ],
    answer: 'The skills of the role, split into what you have, what to learn next and what can wait, with a practice idea for each and the tools people in the role use.',
  },
  'study-planner': {
    examples: [
      'Make a study plan to crack GATE in six months.',
      'I have 4 hours a day for NEET. How should I plan the next 20 weeks?',
      'CAT is in 5 months and I work full time. Give me a weekly plan.',
    ],
    answer: 'A week-by-week plan for your exam and your hours: time per section by its weight, revision weeks, mock tests, and a syllabus checklist.',
  },
  resume: {
    examples: [
      'Please review my CV for a data analyst internship (attach it as PDF, DOCX or TXT).',
      'Is my resume too long for a fresher software job?',
      'What should I fix first in my CV before campus placements?',
    ],
    answer: 'A checklist review of your CV: what to fix first (missing numbers, weak verbs, length, contact details and links) and what is already good.',
  },
  'what-if': {
    examples: [
      'What if I switch from engineering to product management?',
      'What if I drop my MBA to build a startup?',
      'What if I take a government job instead of a private one?',
    ],
    answer: 'The two options side by side: the pros, the risks, the money questions (how long your savings last), and a checklist to decide with.',
  },
};
