/**
 * Copy of the About page (mission, vision and what we offer: AI tools, global community,
 * personalized learning) as data. Figures follow the spec's constants.
 */
import {
  Brain,
  Briefcase,
  Building2,
  Compass,
  Eye,
  Globe2,
  GraduationCap,
  Handshake,
  Lightbulb,
  Repeat,
  Rocket,
  Scale,
  Sparkles,
  Target,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '~/shared/paths';

export interface AboutCard {
  icon: LucideIcon;
  title: string;
  description: string;
  link?: { label: string; to: string };
}

export const aboutPage = {
  mission: {
    icon: Target,
    heading: 'Our mission',
    text: 'To make good career guidance available to everyone, not only to those who can afford a private counsellor or happen to know the right people. We combine AI tools, practical courses and real mentors so that every learner in India and beyond can make informed decisions about their future.',
  },
  vision: {
    icon: Eye,
    heading: 'Our vision',
    text: 'A world where nobody drifts into a career by accident: where every student, professional and career changer understands their options, has a clear plan to reach the one they choose, and has people in their corner along the way.',
  },
  offer: {
    heading: 'What we offer',
    intro: 'Three things work together on ChangePath, so that advice turns into action.',
    cards: [
      {
        icon: Brain,
        title: 'AI tools',
        description:
          'AI career assistants for learning paths, what-if scenarios, SWOT analysis, skill maps, resumes and exam study plans. They are available at any hour and built around your own goals.',
        link: { label: 'Explore AI tools', to: paths.aiTools },
      },
      {
        icon: Globe2,
        title: 'Global community',
        description:
          'Learners, mentors, speakers and founders who share what they know: community discussions, one-to-one mentorship sessions and live ChangeTalks from industry professionals.',
        link: { label: 'Visit the community', to: paths.communityShort },
      },
      {
        icon: Sparkles,
        title: 'Personalized learning',
        description:
          'Micro-courses, career roadmaps and a 15-minute skills assessment that point you to what to learn next, at your level and at your pace, with a certificate for each course you complete.',
        link: { label: 'Browse courses', to: paths.coursesShort },
      },
    ] satisfies AboutCard[],
  },
  audiences: {
    heading: 'Who we serve',
    cards: [
      {
        icon: GraduationCap,
        title: 'Students',
        description: 'Choosing a stream, a course, a first internship or what to do after graduation.',
      },
      {
        icon: Briefcase,
        title: 'Professionals',
        description: 'Building new skills, preparing for the next role and staying current in a changing industry.',
      },
      {
        icon: Repeat,
        title: 'Career changers',
        description: 'Mapping transferable skills and finding a realistic route into a new field.',
      },
      {
        icon: Rocket,
        title: 'Aspiring entrepreneurs',
        description: 'Validating ideas and building a business with the canvas, pitch deck and financial tools.',
      },
      {
        icon: Building2,
        title: 'Colleges and universities',
        description: 'Bringing career guidance, mentorship and courses to their students through a partnership.',
      },
    ] satisfies AboutCard[],
  },
  values: {
    heading: 'What we believe',
    cards: [
      {
        icon: Compass,
        title: 'Guidance before prescription',
        description: 'We help you understand your options; the decision is always yours.',
      },
      {
        icon: Lightbulb,
        title: 'Learning by doing',
        description: 'Projects, practice and real conversations teach more than passive watching.',
      },
      {
        icon: Scale,
        title: 'Honesty about AI',
        description: 'Our AI tools are assistants, not oracles. We say what they can and cannot do.',
      },
      {
        icon: Handshake,
        title: 'Respect and inclusion',
        description: 'Everyone is welcome, whatever their background, language or starting point.',
      },
    ] satisfies AboutCard[],
  },
  cta: {
    heading: 'Start your path today',
    text: 'Create a free account to use the AI tools, join ChangeTalks and save your progress. Questions first? Our team replies within 24 hours.',
    primary: { label: 'Get started free', to: paths.signUp },
    secondary: { label: 'Contact us', to: paths.contact },
  },
} as const;
