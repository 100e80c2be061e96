/**
 * The spec's texts for the public forms (the newsletter box and the form messages), kept apart from the zod schemas in
 * forms.ts so that pages showing only a message (the footer's newsletter box on every page) do not load zod.
 * Each is a text (shared/messages.ts) shown in the page's language; the schemas name theirs by English (`zodError`).
 */
import { defineTexts } from './messages';

/** The public forms' texts: what a person reads after sending one, and the messages of their checks. */
export const formMessages = defineTexts({
  newsletterThanks: /*i18n*/ { id: 'newsletter.thanks', message: 'Thank you for subscribing!' },
  newsletterSent: /*i18n*/ { id: 'newsletter.sent', message: 'Sent' },
  newsletterConfirmSent: /*i18n*/ { id: 'newsletter.confirm-sent', message: 'Check your inbox to confirm your subscription.' },
  contactThanks: /*i18n*/ { id: 'form.contact-thanks', message: "Thanks for your message. We'll reply within 24 hours." },
  demoThanks: /*i18n*/ { id: 'form.demo-thanks', message: "Thanks! We've received your demo request and e-mailed you a confirmation." },
  speakerThanks: /*i18n*/ { id: 'form.speaker-thanks', message: "Thanks for applying to speak at ChangeTalks. We'll review your application and get back to you." },
  collegeSubmitting: /*i18n*/ { id: 'form.college-submitting', message: 'Submitting Application...' },
  collegeThanks: /*i18n*/ { id: 'form.college-thanks', message: "Thank you! We'll review your submission soon." },
  universitySubmitting: /*i18n*/ { id: 'form.university-submitting', message: 'Submitting...' },
  universityThanks: /*i18n*/ { id: 'form.university-thanks', message: "Thank you! Your university partnership application has been submitted. We'll review it within 5-7 business days." },
  logoTooLarge: /*i18n*/ { id: 'form.logo-too-large', message: 'The logo can be at most 5 MB.' },
  logoType: /*i18n*/ { id: 'form.logo-type', message: 'The logo must be a PNG, JPG or PDF file.' },
  websiteInvalid: /*i18n*/ { id: 'form.website-invalid', message: 'Please enter a valid website address, for example https://www.example.edu' },
  emailInvalid: /*i18n*/ { id: 'form.email-invalid', message: 'Please enter a valid email' },
  messageRequired: /*i18n*/ { id: 'form.message-required', message: 'Please write a message' },
  fullNameRequired: /*i18n*/ { id: 'form.full-name-required', message: 'Full Name is required' },
  organizationRequired: /*i18n*/ { id: 'form.organization-required', message: 'Organization is required' },
  nameRequired: /*i18n*/ { id: 'form.name-required', message: 'Name is required' },
  topicRequired: /*i18n*/ { id: 'form.topic-required', message: 'Topic is required' },
  bioRequired: /*i18n*/ { id: 'form.bio-required', message: 'A short bio is required' },
  institutionNameRequired: /*i18n*/ { id: 'form.institution-name-required', message: 'Institution name is required' },
  locationRequired: /*i18n*/ { id: 'form.location-required', message: 'Location is required' },
  studentsAtLeastOne: /*i18n*/ { id: 'form.students-at-least-one', message: 'Number of students must be at least 1' },
  contactPersonRequired: /*i18n*/ { id: 'form.contact-person-required', message: 'Contact person is required' },
});

/** The spec's university form messages, verbatim. */
export const universityMessages = defineTexts({
  universityName: /*i18n*/ { id: 'form.university.name', message: 'University name is required' },
  accreditation: /*i18n*/ { id: 'form.university.accreditation', message: 'Accreditation is required' },
  location: formMessages.locationRequired,
  establishedYear: /*i18n*/ { id: 'form.university.established-year', message: 'Established year is required' },
  totalStudents: /*i18n*/ { id: 'form.university.total-students', message: 'Total students is required' },
  expectedStudents: /*i18n*/ { id: 'form.university.expected-students', message: 'Expected students is required' },
  contactPersonName: /*i18n*/ { id: 'form.university.contact-person-name', message: 'Contact person name is required' },
  contactPersonTitle: /*i18n*/ { id: 'form.university.contact-person-title', message: 'Contact person title is required' },
  email: /*i18n*/ { id: 'form.university.email', message: 'Email is required' },
  emailInvalid: formMessages.emailInvalid,
  phone: /*i18n*/ { id: 'form.university.phone', message: 'Phone number is required' },
  partnershipType: /*i18n*/ { id: 'form.university.partnership-type', message: 'Partnership type is required' },
  duration: /*i18n*/ { id: 'form.university.duration', message: 'Duration is required' },
  terms: /*i18n*/ { id: 'form.university.terms', message: 'You must accept the terms' },
});

/** Text, @, text, dot, text, no spaces. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
