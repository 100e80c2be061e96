/**
 * Copy of the Contact, Book a Demo and Become a Speaker pages as data. The
 * spec's quoted words (labels, buttons, messages) come from ~/shared/forms; this file holds the surrounding text.
 */
import type { PageCopy } from '~/client/config/pages';
import { CONTACT_TOPICS } from '~/shared/forms';
import { paths } from '~/shared/paths';

/** A description for each contact topic (a topic has a label and a description), one per CONTACT_TOPICS entry. */
export const contactTopicDescriptions: Record<(typeof CONTACT_TOPICS)[number], string> = {
  'General question': 'Anything about ChangePath that does not fit elsewhere.',
  'Courses and certificates': 'Enrolment, course progress and certificate verification.',
  'AI tools': 'Using the AI career tools and your daily allowance.',
  Mentorship: 'Finding a mentor and booking or moving sessions.',
  Partnerships: 'College and university partnerships and demos.',
  'Account and billing': 'Sign-in, your profile, plans and payments.',
  'Technical issue': 'Something is broken or not loading as expected.',
};

/** The three channel cards (support hours from the spec's constants). */
export const contactChannels = [
  {
    key: 'email',
    title: 'Email Support',
    detail: 'We reply within 24 hours.',
    action: { label: 'Send us a message', href: '#contact-form' },
  },
  {
    key: 'phone',
    title: 'Phone Support',
    detail: 'Mon-Fri, 9:00 to 18:00 IST.',
    action: { label: '+91 80 4718 2200', href: 'tel:+918047182200' },
  },
  {
    key: 'chat',
    title: 'Live Chat',
    detail: 'Available 24/7 with our AI career assistant.',
    action: { label: 'Start a chat', href: paths.aiTools },
  },
] as const;

export const contactOffice = {
  heading: 'Our office',
  address: ['ChangePath Learning Pvt. Ltd.', '4th Floor, 91 Residency Road', 'Bengaluru 560025', 'India'],
  hours: [
    { days: 'Monday to Friday', time: '9:00 to 18:00 IST' },
    { days: 'Saturday', time: '10:00 to 14:00 IST' },
    { days: 'Sunday', time: 'Closed' },
  ],
};

export const contactQuickAnswers = [
  { label: 'Frequently asked questions', to: `${paths.home}#faq` },
  { label: 'Plans and pricing', to: paths.pricing },
  { label: 'Verify a certificate', to: paths.certificates },
  { label: 'Reset your password', to: paths.resetPassword },
] as const;

export const contactCommunityLinks = [
  { label: 'Join the Community', to: paths.communityShort },
  { label: 'See ChangeTalks', to: paths.changeTalks },
] as const;

/** Book a Demo benefit cards. */
export const demoBenefits = [
  {
    key: 'scheduling',
    title: 'Flexible Scheduling',
    text: 'Pick a date and a time of day that suit you; we confirm by e-mail and work around your calendar.',
  },
  {
    key: 'personalized',
    title: 'Personalized Experience',
    text: 'We tailor the walkthrough to your institution, your students and the outcomes you care about.',
  },
  {
    key: 'guidance',
    title: 'Expert Guidance',
    text: 'A partnership specialist answers your questions on onboarding, reporting and curriculum integration.',
  },
] as const;

export const becomeSpeakerCopy: PageCopy = {
  path: '/become-speaker',
  title: 'Become a Speaker',
  description: 'Apply to speak at ChangeTalks: share your career story or expertise with the ChangePath community.',
  heading: 'Become a Speaker',
  intro:
    'ChangeTalks are live talks from industry professionals, founders and career changers. If you have a story, a skill or a lesson that would help others take their next step, tell us about it. Our team reviews every application and replies by e-mail.',
};

export const speakerExpectations = [
  'Talks run 30 to 45 minutes, followed by questions from the audience.',
  'We help you prepare: a short planning call and a technical check before you go live.',
  'Your talk is recorded and shared with the community under Past Talks.',
] as const;
