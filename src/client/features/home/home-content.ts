/**
 * Copy of the landing page as data: the hero, the five Features cards, the five What's Inside
 * cards and the five FAQ items. Figures match the spec's constants (plans, 30-minute sessions, 5-7 day partner review).
 */
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
  title: string;
  description: string;
  /** A link under the description, to where the feature lives. */
  link?: { label: string; href: string };
}

export const hero = {
  headlineLead: 'Learn. Grow. Transform.',
  headlineRest: 'Your Career Path Forward',
  intro:
    'AI-powered career guidance, career roadmaps, mentorship with industry professionals and personalised micro-courses for students, professionals and career changers.',
  exploreAiTools: 'Explore AI Tools',
  startLearning: 'Start Learning',
} as const;

export const featuresSection = {
  heading: 'Everything you need to grow your career',
  intro: 'Tools and guidance for every stage, from choosing a direction to landing the role.',
  cards: [
    {
      icon: Brain,
      title: 'AI Career Guidance',
      description:
        'Get personalised advice from AI career assistants, from choosing a direction to preparing for interviews.',
    },
    {
      icon: Map,
      title: 'Career Roadmaps',
      description: 'Follow step-by-step pathway maps for your industry and see the skills each role needs.',
    },
    {
      icon: Users,
      title: 'Mentorship Portal',
      description: 'Meet industry professionals in 30-minute one-to-one sessions and learn from their experience.',
    },
    {
      icon: BookOpen,
      title: 'Personalised Micro-Courses',
      description: 'Build job-ready skills in short, focused courses that fit around your studies or work.',
    },
    {
      icon: Award,
      title: 'Certification',
      description: 'Earn a certificate for each course you complete and show employers what you can do.',
    },
  ] satisfies IconCard[],
} as const;

export const aboutSection = {
  heading: "What's Inside",
  intro: 'One platform for learning, career planning, events and starting your own venture.',
  cards: [
    {
      icon: CalendarDays,
      title: 'ChangeTalks & Events',
      description: 'Virtual workshops, networking sessions and industry panels, live or as recordings.',
    },
    {
      icon: ClipboardCheck,
      title: 'Skills Assessment',
      description: 'A 15-minute, 25-question assessment that shows where you stand and what to learn next.',
      link: { label: 'Take the assessment', href: paths.assessment },
    },
    {
      icon: MessageCircle,
      title: 'Community',
      description: 'Ask questions, share ideas and learn alongside students, professionals and founders.',
    },
    {
      icon: Rocket,
      title: 'Entrepreneurship Toolkit',
      description: 'A pitch deck builder, business model canvas, financial calculators and mentor matching.',
    },
    {
      icon: GraduationCap,
      title: 'Institution Partnerships',
      description: 'Colleges and universities partner with ChangePath to bring career guidance to their students.',
    },
  ] satisfies IconCard[],
} as const;

export const faqSection = {
  heading: 'Frequently Asked Questions',
  items: [
    {
      question: 'What is ChangePath?',
      answer:
        'ChangePath is a career-guidance and learning platform for students, professionals and career changers. It brings together AI career tools, micro-courses, mentorship, a community, live ChangeTalks and an entrepreneurship toolkit.',
    },
    {
      question: 'Is ChangePath free to use?',
      answer:
        'Yes, you can start for free. Every plan includes every course with its quiz and certificate, and the Free plan 3 AI tool uses a day. Premium and Business add unlimited AI and monthly mentorship sessions, and students get 50% off.',
    },
    {
      question: 'How do the AI career tools work?',
      answer:
        'Each tool is an AI assistant focused on one task, such as planning your career path or preparing for an interview. Sign in, open a tool from the AI Tools page and chat with its assistant.',
    },
    {
      question: 'How does mentorship work?',
      answer:
        'You meet industry professionals one to one in 30-minute sessions. The Premium plan includes two sessions a month and the Business plan five.',
    },
    {
      question: 'Can my college or university partner with ChangePath?',
      answer:
        'Yes. Apply through Partner With Us. Our team reviews every application and calls to verify it, usually within 5 to 7 business days; once approved you can onboard students and faculty with your institution code.',
    },
  ],
  closing: 'Still have questions? Our support team replies within 24 hours.',
  contactSupport: 'Contact Support',
} as const;

/** The skill levels of the 'Discover Your Path' strip, as passed to the Learning Path tool (?level=). */
export const skillLevels = [
  { value: 'beginner', label: 'Beginner' },
  { value: 'intermediate', label: 'Intermediate' },
  { value: 'professional', label: 'Professional' },
] as const;
export type SkillLevel = (typeof skillLevels)[number]['value'];

/** The hero's 'Discover Your Path' card: a goal and a level open the Learning Path AI tool. */
export const discoverPath = {
  heading: 'Discover Your Path',
  intro: 'Tell us where you want to go and get a step-by-step learning path from our AI assistant.',
  goalLabel: 'Your goal',
  goalPlaceholder: 'e.g. become a data scientist',
  goalRequired: 'Tell us your goal, for example “become a data scientist”.',
  levelLegend: 'Your skill level',
  submit: 'Get my path',
  note: 'Free to try. You will be asked to sign in to chat with the assistant.',
  /** The AI tool that builds the path (one of the AI tool types). */
  tool: 'learning-path',
  /** Longest goal passed on in the address. */
  maxGoalLength: 200,
} as const;
