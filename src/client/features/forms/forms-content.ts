/**
 * Copy of the Contact, Book a Demo and Become a Speaker pages as data. The
 * spec's quoted words (labels, buttons, messages) come from ~/shared/forms; this file holds the surrounding text.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PageCopy } from '~/client/config/pages';
import { CONTACT_TOPICS } from '~/shared/forms';
import { paths } from '~/shared/paths';

/**
 * Each contact topic's name in the page's language. The topic is sent as its English name (what the support inbox
 * sorts by), so only the words shown change.
 */
export const contactTopicLabels: Record<(typeof CONTACT_TOPICS)[number], MessageDescriptor> = {
  'General question': msg`General question`,
  'Courses and certificates': msg`Courses and certificates`,
  'AI tools': msg`AI tools`,
  Mentorship: msg`Mentorship`,
  Partnerships: msg`Partnerships`,
  'Account and billing': msg`Account and billing`,
  'Technical issue': msg`Technical issue`,
};

/** A description for each contact topic (a topic has a label and a description), one per CONTACT_TOPICS entry. */
export const contactTopicDescriptions: Record<(typeof CONTACT_TOPICS)[number], MessageDescriptor> = {
  'General question': msg`Anything about ChangePath that does not fit elsewhere.`,
  'Courses and certificates': msg`Enrolment, course progress and certificate verification.`,
  'AI tools': msg`Using the AI career tools and your daily allowance.`,
  Mentorship: msg`Finding a mentor and booking or moving sessions.`,
  Partnerships: msg`College and university partnerships and demos.`,
  'Account and billing': msg`Sign-in, your profile, plans and payments.`,
  'Technical issue': msg`Something is broken or not loading as expected.`,
};

/** The three channel cards (support hours from the spec's constants). */
export const contactChannels = [
  {
    key: 'email',
    title: msg`Email Support`,
    detail: msg`We reply within 24 hours.`,
    action: { label: msg`Send us a message`, href: '#contact-form' },
  },
  {
    key: 'phone',
    title: msg`Phone Support`,
    detail: msg`Mon-Fri, 9:00 to 18:00 IST.`,
    action: { label: '+91 80 4718 2200', href: 'tel:+918047182200' },
  },
  {
    key: 'chat',
    title: msg`Live Chat`,
    detail: msg`Available 24/7 with our AI career assistant.`,
    action: { label: msg`Start a chat`, href: paths.aiTools },
  },
] as const;

export const contactOffice = {
  heading: msg`Our office`,
  address: ['ChangePath Learning Pvt. Ltd.', '4th Floor, 91 Residency Road', 'Bengaluru 560025', 'India'],
  hours: [
    { days: msg`Monday to Friday`, time: msg`9:00 to 18:00 IST` },
    { days: msg`Saturday`, time: msg`10:00 to 14:00 IST` },
    { days: msg`Sunday`, time: msg`Closed` },
  ],
};

export const contactQuickAnswers = [
  { label: msg`Frequently asked questions`, to: `${paths.home}#faq` },
  { label: msg`Plans and pricing`, to: paths.pricing },
  { label: msg`Verify a certificate`, to: paths.certificates },
  { label: msg`Reset your password`, to: paths.resetPassword },
] as const;

export const contactCommunityLinks = [
  { label: msg`Join the Community`, to: paths.communityShort },
  { label: msg`See ChangeTalks`, to: paths.changeTalks },
] as const;

/** Book a Demo benefit cards. */
export const demoBenefits = [
  {
    key: 'scheduling',
    title: msg`Flexible Scheduling`,
    text: msg`Pick a date and a time of day that suit you; we confirm by e-mail and work around your calendar.`,
  },
  {
    key: 'personalized',
    title: msg`Personalized Experience`,
    text: msg`We tailor the walkthrough to your institution, your students and the outcomes you care about.`,
  },
  {
    key: 'guidance',
    title: msg`Expert Guidance`,
    text: msg`A partnership specialist answers your questions on onboarding, reporting and curriculum integration.`,
  },
] as const;

export const becomeSpeakerCopy: PageCopy = {
  path: '/become-speaker',
  title: msg`Become a Speaker`,
  description: msg`Apply to speak at ChangeTalks: share your career story or expertise with the ChangePath community.`,
  heading: msg`Become a Speaker`,
  intro:
    msg`ChangeTalks are live talks from industry professionals, founders and career changers. If you have a story, a skill or a lesson that would help others take their next step, tell us about it. Our team reviews every application and replies by e-mail.`,
};

export const speakerExpectations = [
  'Talks run 30 to 45 minutes, followed by questions from the audience.',
  'We help you prepare: a short planning call and a technical check before you go live.',
  'Your talk is recorded and shared with the community under Past Talks.',
] as const;
