/**
 * The spec's texts for the public forms (the newsletter box and the form messages), kept apart from the zod schemas in
 * forms.ts so that pages showing only a message (the footer's newsletter box on every page) do not load zod.
 */

/**
 * The newsletter's texts are message descriptors (shared/messages.ts `Text`), shown in the page's language; the
 * others are still English strings, which the server also answers with.
 */
export const formMessages = {
  newsletterThanks: /*i18n*/ { id: 'newsletter.thanks', message: 'Thank you for subscribing!' },
  newsletterSent: /*i18n*/ { id: 'newsletter.sent', message: 'Sent' },
  newsletterConfirmSent: /*i18n*/ { id: 'newsletter.confirm-sent', message: 'Check your inbox to confirm your subscription.' },
  contactThanks: "Thanks for your message. We'll reply within 24 hours.",
  demoThanks: "Thanks! We've received your demo request and e-mailed you a confirmation.",
  speakerThanks: "Thanks for applying to speak at ChangeTalks. We'll review your application and get back to you.",
  collegeSubmitting: 'Submitting Application...',
  collegeThanks: "Thank you! We'll review your submission soon.",
  universitySubmitting: 'Submitting...',
  universityThanks: "Thank you! Your university partnership application has been submitted. We'll review it within 5-7 business days.",
  logoTooLarge: 'The logo can be at most 5 MB.',
  logoType: 'The logo must be a PNG, JPG or PDF file.',
  websiteInvalid: 'Please enter a valid website address, for example https://www.example.edu',
} as const;

/** The spec's university form messages, verbatim. */
export const universityMessages = {
  universityName: 'University name is required',
  accreditation: 'Accreditation is required',
  location: 'Location is required',
  establishedYear: 'Established year is required',
  expectedStudents: 'Expected students is required',
  contactPersonName: 'Contact person name is required',
  contactPersonTitle: 'Contact person title is required',
  email: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  phone: 'Phone number is required',
  terms: 'You must accept the terms',
} as const;

/** Text, @, text, dot, text, no spaces. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
