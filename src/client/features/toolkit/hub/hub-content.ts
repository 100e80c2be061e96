/**
 * Copy of the entrepreneurship hub: the hero's two actions, the six module cards with three features
 * each and their routes, and the closing call to action.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BarChart3, BookOpen, LayoutGrid, type LucideIcon, MessagesSquare, Presentation, Users } from 'lucide-react';
import { paths } from '~/shared/paths';

export const hubHero = {
  eyebrow: msg`Entrepreneurship Toolkit`,
  startBuilding: { label: msg`Start Building`, to: paths.pitchDeckBuilder },
  joinCommunity: { label: msg`Join Community`, to: paths.communityShort },
};

export interface HubModule {
  id: string;
  title: MessageDescriptor;
  description: MessageDescriptor;
  icon: LucideIcon;
  to: string;
  features: [string, string, string];
}

export const hubModules: readonly HubModule[] = [
  {
    id: 'pitch-deck',
    title: msg`Pitch Deck Builder`,
    description: msg`Write an investor-ready pitch, one guided slide at a time.`,
    icon: Presentation,
    to: paths.pitchDeckBuilder,
    features: ['Ten guided slides with tips', 'Full-screen preview', 'Export to PowerPoint, PDF or JSON'],
  },
  {
    id: 'mentors',
    title: msg`Mentor Matching`,
    description: msg`Find experienced founders and operators in your industry.`,
    icon: Users,
    to: paths.mentorMatching,
    features: ['Mentors across five industries', 'Filter by industry', 'One-to-one sessions'],
  },
  {
    id: 'canvas',
    title: msg`Business Model Canvas`,
    description: msg`Map your whole business on a single page.`,
    icon: LayoutGrid,
    to: paths.businessModelCanvas,
    features: ['All nine building blocks', 'Save, import and export', 'Print-ready PDF of your canvas'],
  },
  {
    id: 'courses',
    title: msg`Courses & Learning`,
    description: msg`Short courses on the skills every founder needs.`,
    icon: BookOpen,
    to: paths.courses,
    features: ['Six practical founder courses', 'Beginner to advanced levels', 'From market research to scaling'],
  },
  {
    id: 'community',
    title: msg`Community Hub`,
    description: msg`Swap ideas and help with other founders.`,
    icon: MessagesSquare,
    to: paths.community,
    features: ['Discussions by topic', 'Fundraising, hiring and legal advice', 'Share ideas and get feedback'],
  },
  {
    id: 'progress',
    title: msg`Progress Dashboard`,
    description: msg`See how far your startup has come.`,
    icon: BarChart3,
    to: paths.dashboard,
    features: ['Canvas and pitch deck progress', 'Courses and talks in one view', 'Everything saved to your account'],
  },
];

export const hubModulesSection = {
  heading: msg`Your startup toolkit`,
  intro: msg`Six modules that take you from an idea to a fundable business.`,
  financialToolsLead: msg`Planning your numbers?`,
  financialToolsLink: msg`Try the break-even, runway and valuation tools`,
};

export const hubClosing = {
  heading: msg`Ready to build your startup?`,
  intro: msg`Create a free account to save your canvas and pitch deck, join the community and track your progress.`,
  getStarted: { label: msg`Get Started Free`, to: paths.signUp },
  watchDemo: { label: msg`Watch Demo`, to: paths.demo },
};
