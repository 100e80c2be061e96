/**
 * Copy of the entrepreneurship hub: the hero's two actions, the six module cards with three features
 * each and their routes, and the closing call to action.
 */
import { BarChart3, BookOpen, LayoutGrid, type LucideIcon, MessagesSquare, Presentation, Users } from 'lucide-react';
import { paths } from '~/shared/paths';

export const hubHero = {
  eyebrow: 'Entrepreneurship Toolkit',
  startBuilding: { label: 'Start Building', to: paths.pitchDeckBuilder },
  joinCommunity: { label: 'Join Community', to: paths.communityShort },
};

export interface HubModule {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  to: string;
  features: [string, string, string];
}

export const hubModules: readonly HubModule[] = [
  {
    id: 'pitch-deck',
    title: 'Pitch Deck Builder',
    description: 'Write an investor-ready pitch, one guided slide at a time.',
    icon: Presentation,
    to: paths.pitchDeckBuilder,
    features: ['Ten guided slides with tips', 'Full-screen preview', 'Export to PowerPoint, PDF or JSON'],
  },
  {
    id: 'mentors',
    title: 'Mentor Matching',
    description: 'Find experienced founders and operators in your industry.',
    icon: Users,
    to: paths.mentorMatching,
    features: ['Mentors across five industries', 'Filter by industry', 'One-to-one sessions'],
  },
  {
    id: 'canvas',
    title: 'Business Model Canvas',
    description: 'Map your whole business on a single page.',
    icon: LayoutGrid,
    to: paths.businessModelCanvas,
    features: ['All nine building blocks', 'Save, import and export', 'Print-ready PDF of your canvas'],
  },
  {
    id: 'courses',
    title: 'Courses & Learning',
    description: 'Short courses on the skills every founder needs.',
    icon: BookOpen,
    to: paths.courses,
    features: ['Six practical founder courses', 'Beginner to advanced levels', 'From market research to scaling'],
  },
  {
    id: 'community',
    title: 'Community Hub',
    description: 'Swap ideas and help with other founders.',
    icon: MessagesSquare,
    to: paths.community,
    features: ['Discussions by topic', 'Fundraising, hiring and legal advice', 'Share ideas and get feedback'],
  },
  {
    id: 'progress',
    title: 'Progress Dashboard',
    description: 'See how far your startup has come.',
    icon: BarChart3,
    to: paths.dashboard,
    features: ['Canvas and pitch deck progress', 'Courses and talks in one view', 'Everything saved to your account'],
  },
];

export const hubModulesSection = {
  heading: 'Your startup toolkit',
  intro: 'Six modules that take you from an idea to a fundable business.',
  financialToolsLead: 'Planning your numbers?',
  financialToolsLink: 'Try the break-even, runway and valuation tools',
};

export const hubClosing = {
  heading: 'Ready to build your startup?',
  intro: 'Create a free account to save your canvas and pitch deck, join the community and track your progress.',
  getStarted: { label: 'Get Started Free', to: paths.signUp },
  watchDemo: { label: 'Watch Demo', to: paths.demo },
};
