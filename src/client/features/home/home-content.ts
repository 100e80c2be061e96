/**
 * Copy of the landing page as data (messages each language translates; components show them with `i18n._`): the
 * hero, the five Features cards, the five What's Inside cards and the five FAQ items. Figures match the spec's constants (plans, 30-minute sessions, 5-7 day partner review).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  Award,
  BookOpen,
  Brain,
  CalendarDays,
  ClipboardCheck,
  GraduationCap,
  Map,
  MessageCircle,
  Rocket,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '~/shared/paths';

export interface IconCard {
  icon: LucideIcon;
  title: MessageDescriptor;
  description: MessageDescriptor;
  /** A link under the description, to where the feature lives. */
  link?: { label: MessageDescriptor; href: string };
}

export const hero = {
  headlineLead: msg`Learn. Grow. Transform.`,
  headlineRest: msg`Your Career Path Forward`,
  intro:
    msg`AI-powered career guidance, career roadmaps, mentorship with industry professionals and personalised micro-courses for students, professionals and career changers.`,
  exploreAiTools: msg`Explore AI Tools`,
  startLearning: msg`Start Learning`,
} as const;

export const featuresSection = {
  heading: msg`Everything you need to grow your career`,
  intro: msg`Tools and guidance for every stage, from choosing a direction to landing the role.`,
  cards: [
    {
      icon: Brain,
      title: msg`AI Career Guidance`,
      description:
        msg`Get personalised advice from AI career assistants, from choosing a direction to preparing for interviews.`,
    },
    {
      icon: Map,
      title: msg`Career Roadmaps`,
      description: msg`Follow step-by-step pathway maps for your industry and see the skills each role needs.`,
    },
    {
      icon: Users,
      title: msg`Mentorship Portal`,
      description: msg`Meet industry professionals in 30-minute one-to-one sessions and learn from their experience.`,
    },
    {
      icon: BookOpen,
      title: msg`Personalised Micro-Courses`,
      description: msg`Build job-ready skills in short, focused courses that fit around your studies or work.`,
    },
    {
      icon: Award,
      title: msg`Certification`,
      description: msg`Earn a certificate for each course you complete and show employers what you can do.`,
    },
  ] satisfies IconCard[],
} as const;

export const aboutSection = {
  heading: msg`What's Inside`,
  intro: msg`One platform for learning, career planning, events and starting your own venture.`,
  cards: [
    {
      icon: CalendarDays,
      title: msg`ChangeTalks & Events`,
      description: msg`Virtual workshops, networking sessions and industry panels, live or as recordings.`,
    },
    {
      icon: ClipboardCheck,
      title: msg`Skills Assessment`,
      description: msg`A 15-minute, 25-question assessment that shows where you stand and what to learn next.`,
      link: { label: msg`Take the assessment`, href: paths.assessment },
    },
    {
      icon: MessageCircle,
      title: msg`Community`,
      description: msg`Ask questions, share ideas and learn alongside students, professionals and founders.`,
    },
    {
      icon: Rocket,
      title: msg`Entrepreneurship Toolkit`,
      description: msg`A pitch deck builder, business model canvas, financial calculators and mentor matching.`,
    },
    {
      icon: GraduationCap,
      title: msg`Institution Partnerships`,
      description: msg`Colleges and universities partner with ChangePath to bring career guidance to their students.`,
    },
  ] satisfies IconCard[],
} as const;

export const faqSection = {
  heading: msg`Frequently Asked Questions`,
  items: [
    {
      question: msg`What is ChangePath?`,
      answer:
        msg`ChangePath is a career-guidance and learning platform for students, professionals and career changers. It brings together AI career tools, micro-courses, mentorship, a community, live ChangeTalks and an entrepreneurship toolkit.`,
    },
    {
      question: msg`Is ChangePath free to use?`,
      answer:
        msg`Yes, you can start for free. Every plan includes every course with its quiz and certificate, and the Free plan 3 AI tool uses a day. Premium and Business add unlimited AI and monthly mentorship sessions, and students get 50% off.`,
    },
    {
      question: msg`How do the AI career tools work?`,
      answer:
        msg`Each tool is an AI assistant focused on one task, such as planning your career path or preparing for an interview. Sign in, open a tool from the AI Tools page and chat with its assistant.`,
    },
    {
      question: msg`How does mentorship work?`,
      answer:
        msg`You meet industry professionals one to one in 30-minute sessions. The Premium plan includes two sessions a month and the Business plan five.`,
    },
    {
      question: msg`Can my college or university partner with ChangePath?`,
      answer:
        msg`Yes. Apply through Partner With Us. Our team reviews every application and calls to verify it, usually within 5 to 7 business days; once approved you can onboard students and faculty with your institution code.`,
    },
  ],
  closing: msg`Still have questions? Our support team replies within 24 hours.`,
  contactSupport: msg`Contact Support`,
} as const;

/** The skill levels of the 'Discover Your Path' strip, as passed to the Learning Path tool (?level=). */
export const skillLevels = [
  { value: 'beginner', label: msg`Beginner` },
  { value: 'intermediate', label: msg`Intermediate` },
  { value: 'professional', label: msg`Professional` },
] as const;
export type SkillLevel = (typeof skillLevels)[number]['value'];

/** The hero's 'Discover Your Path' card: a goal and a level open the Learning Path AI tool. */
export const discoverPath = {
  heading: msg`Discover Your Path`,
  intro: msg`Tell us where you want to go and get a step-by-step learning path from our AI assistant.`,
  goalLabel: msg`Your goal`,
  goalPlaceholder: msg`e.g. become a data scientist`,
  goalRequired: msg`Tell us your goal, for example “become a data scientist”.`,
  levelLegend: msg`Your skill level`,
  submit: msg`Get my path`,
  note: msg`Free to try. You will be asked to sign in to chat with the assistant.`,
  /** The AI tool that builds the path (one of the AI tool types). */
  tool: 'learning-path',
  /** Longest goal passed on in the address. */
  maxGoalLength: 200,
} as const;
