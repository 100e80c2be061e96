/**
 * Copy of the About page (mission, vision and what we offer: AI tools, global community,
 * personalized learning) as data. Figures follow the spec's constants.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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
  title: MessageDescriptor;
  description: MessageDescriptor;
  link?: { label: MessageDescriptor; to: string };
}

export const aboutPage = {
  mission: {
    icon: Target,
    heading: msg`Our mission`,
    text: msg`To make good career guidance available to everyone, not only to those who can afford a private counsellor or happen to know the right people. We combine AI tools, practical courses and real mentors so that every learner in India and beyond can make informed decisions about their future.`,
  },
  vision: {
    icon: Eye,
    heading: msg`Our vision`,
    text: msg`A world where nobody drifts into a career by accident: where every student, professional and career changer understands their options, has a clear plan to reach the one they choose, and has people in their corner along the way.`,
  },
  offer: {
    heading: msg`What we offer`,
    intro: msg`Three things work together on ChangePath, so that advice turns into action.`,
    cards: [
      {
        icon: Brain,
        title: msg`AI tools`,
        description:
          msg`AI career assistants for learning paths, what-if scenarios, SWOT analysis, skill maps, resumes and exam study plans. They are available at any hour and built around your own goals.`,
        link: { label: msg`Explore AI tools`, to: paths.aiTools },
      },
      {
        icon: Globe2,
        title: msg`Global community`,
        description:
          msg`Learners, mentors, speakers and founders who share what they know: community discussions, one-to-one mentorship sessions and live ChangeTalks from industry professionals.`,
        link: { label: msg`Visit the community`, to: paths.communityShort },
      },
      {
        icon: Sparkles,
        title: msg`Personalized learning`,
        description:
          msg`Micro-courses, career roadmaps and a 15-minute skills assessment that point you to what to learn next, at your level and at your pace, with a certificate for each course you complete.`,
        link: { label: msg`Browse courses`, to: paths.coursesShort },
      },
    ] satisfies AboutCard[],
  },
  audiences: {
    heading: msg`Who we serve`,
    cards: [
      {
        icon: GraduationCap,
        title: msg`Students`,
        description: msg`Choosing a stream, a course, a first internship or what to do after graduation.`,
      },
      {
        icon: Briefcase,
        title: msg`Professionals`,
        description: msg`Building new skills, preparing for the next role and staying current in a changing industry.`,
      },
      {
        icon: Repeat,
        title: msg`Career changers`,
        description: msg`Mapping transferable skills and finding a realistic route into a new field.`,
      },
      {
        icon: Rocket,
        title: msg`Aspiring entrepreneurs`,
        description: msg`Validating ideas and building a business with the canvas, pitch deck and financial tools.`,
      },
      {
        icon: Building2,
        title: msg`Colleges and universities`,
        description: msg`Bringing career guidance, mentorship and courses to their students through a partnership.`,
      },
    ] satisfies AboutCard[],
  },
  values: {
    heading: msg`What we believe`,
    cards: [
      {
        icon: Compass,
        title: msg`Guidance before prescription`,
        description: msg`We help you understand your options; the decision is always yours.`,
      },
      {
        icon: Lightbulb,
        title: msg`Learning by doing`,
        description: msg`Projects, practice and real conversations teach more than passive watching.`,
      },
      {
        icon: Scale,
        title: msg`Honesty about AI`,
        description: msg`Our AI tools are assistants, not oracles. We say what they can and cannot do.`,
      },
      {
        icon: Handshake,
        title: msg`Respect and inclusion`,
        description: msg`Everyone is welcome, whatever their background, language or starting point.`,
      },
    ] satisfies AboutCard[],
  },
  cta: {
    heading: msg`Start your path today`,
    text: msg`Create a free account to use the AI tools, join ChangeTalks and save your progress. Questions first? Our team replies within 24 hours.`,
    primary: { label: msg`Get started free`, to: paths.signUp },
    secondary: { label: msg`Contact us`, to: paths.contact },
  },
} as const;
