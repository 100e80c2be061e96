/**
 * Public forms and the institution partnership workflow:
 * field schemas with the spec's messages, options, statuses and texts.
 */
import { z } from 'zod';
import { SIMPLE_EMAIL, formMessages, universityMessages } from './form-messages';
import type { MessageDescriptor } from '@lingui/core';
import { defineTexts, englishOf, zodError } from './messages';
import { talkMessages } from './talks';

/** Re-exported so forms keep one import; pages that need only the texts import form-messages.ts. */
export { SIMPLE_EMAIL, formMessages, universityMessages };

export const CONTACT_TOPICS = ['General question', 'Courses and certificates', 'AI tools', 'Mentorship', 'Partnerships', 'Account and billing', 'Technical issue'] as const;

export const contactSchema = z.object({
  firstName: z.string().trim().max(100).default(''),
  lastName: z.string().trim().max(100).default(''),
  email: z.email(zodError(formMessages.emailInvalid)).max(254),
  topic: z.string().trim().max(100).default('General question'),
  subject: z.string().trim().max(200).default(''),
  message: z.string(zodError(formMessages.messageRequired)).trim().min(1, zodError(formMessages.messageRequired)).max(5000),
});

/** A contact message as validated (what `POST /api/contact` and the /contact page action take). */
export type ContactInput = z.output<typeof contactSchema>;

export const newsletterSchema = z.object({ email: z.email(zodError(formMessages.emailInvalid)).max(254) });

/**
 * The footer's newsletter box posted without scripts (`POST /newsletter`): the API's fields, and the page to go
 * back to (`back`, a path on this site).
 */
export const newsletterFormSchema = newsletterSchema.extend({ back: z.string().max(2000).default('/') });

/** */
export const DEMO_ROLES = [
  { value: 'dean', label: /*i18n*/ { id: 'forms.demo.role.dean', message: 'Dean/Director' } },
  { value: 'coordinator', label: /*i18n*/ { id: 'forms.demo.role.coordinator', message: 'Program Coordinator' } },
  { value: 'counselor', label: /*i18n*/ { id: 'forms.demo.role.counselor', message: 'Career Counselor' } },
  { value: 'administrator', label: /*i18n*/ { id: 'forms.demo.role.administrator', message: 'Administrator' } },
  { value: 'other', label: /*i18n*/ { id: 'forms.demo.role.other', message: 'Other' } },
] as const;
export const DEMO_TIMES = [
  { value: 'morning', label: /*i18n*/ { id: 'forms.demo.time.morning', message: '9 AM - 12 PM' } },
  { value: 'afternoon', label: /*i18n*/ { id: 'forms.demo.time.afternoon', message: '12 PM - 5 PM' } },
  { value: 'evening', label: /*i18n*/ { id: 'forms.demo.time.evening', message: '5 PM - 8 PM' } },
] as const;

export const demoSchema = z.object({
  name: z.string(zodError(formMessages.fullNameRequired)).trim().min(1, zodError(formMessages.fullNameRequired)).max(120),
  email: z.email(zodError(formMessages.emailInvalid)).max(254),
  organization: z.string(zodError(formMessages.organizationRequired)).trim().min(1, zodError(formMessages.organizationRequired)).max(200),
  role: z.enum(DEMO_ROLES.map((r) => r.value) as [string, ...string[]]).optional(),
  preferredDate: z.iso.date().optional().or(z.literal('')),
  preferredTime: z.enum(DEMO_TIMES.map((t) => t.value) as [string, ...string[]]).optional().or(z.literal('')),
  message: z.string().trim().max(3000).default(''),
});

export const speakerSchema = z.object({
  name: z.string(zodError(formMessages.nameRequired)).trim().min(1, zodError(formMessages.nameRequired)).max(120),
  email: z.email(zodError(formMessages.emailInvalid)).max(254),
  topic: z.string(zodError(formMessages.topicRequired)).trim().min(1, zodError(formMessages.topicRequired)).max(200),
  bio: z.string(zodError(formMessages.bioRequired)).trim().min(1, zodError(formMessages.bioRequired)).max(3000),
  links: z.string().trim().max(1000).default(''),
});

/** College form: sent as multipart with an optional `logo` file. */
export const collegeSchema = z.object({
  institutionName: z.string(zodError(formMessages.institutionNameRequired)).trim().min(1, zodError(formMessages.institutionNameRequired)).max(200),
  location: z.string(zodError(formMessages.locationRequired)).trim().min(1, zodError(formMessages.locationRequired)).max(200),
  coursesOffered: z.string().trim().max(2000).default(''),
  numberOfStudents: z.coerce.number().int().min(1, zodError(formMessages.studentsAtLeastOne)).max(10_000_000).optional(),
  contactPerson: z.string(zodError(formMessages.contactPersonRequired)).trim().min(1, zodError(formMessages.contactPersonRequired)).max(120),
  email: z.email(zodError(formMessages.emailInvalid)).max(254),
});
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_ACCEPT = '.png,.jpg,.jpeg,.pdf';

/**
 * The college form as the /partner page posts it (multipart): collegeSchema's fields and the optional `logo` file,
 * checked by name and size here (formMessages.logoType / logoTooLarge); the server also checks its bytes.
 */
export const collegeFormSchema = collegeSchema.extend({
  logo: z
    .file()
    .max(LOGO_MAX_BYTES, zodError(formMessages.logoTooLarge))
    .refine((f) => LOGO_ACCEPT.split(',').includes(f.name.toLowerCase().match(/\.[a-z0-9]+$/)?.[0] ?? ''), zodError(formMessages.logoType))
    .optional(),
});

/** A web address typed without a scheme ('www.example.edu') is taken as https; anything else passes unchanged. */
function withScheme(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const t = value.trim();
  if (!t || /^[a-z][a-z0-9+.-]*:\/\//i.test(t)) return t;
  return `https://${t}`;
}

export const TOTAL_STUDENTS = ['under-1000', '1000-5000', '5000-10000', '10000-25000', 'over-25000'] as const;
export const PARTNERSHIP_TYPES = ['curriculum-integration', 'extracurricular', 'incubator-support', 'research-collaboration', 'comprehensive'] as const;
export const DURATIONS = ['1-year', '2-years', '3-years', '5-years', 'ongoing'] as const;

export const universitySchema = z.object({
  universityName: z.string(zodError(universityMessages.universityName)).trim().min(1, zodError(universityMessages.universityName)).max(200),
  accreditation: z.string(zodError(universityMessages.accreditation)).trim().min(1, zodError(universityMessages.accreditation)).max(200),
  location: z.string(zodError(universityMessages.location)).trim().min(1, zodError(universityMessages.location)).max(200),
  establishedYear: z.coerce.number(zodError(universityMessages.establishedYear)).int().min(1000, zodError(universityMessages.establishedYear)).max(2100),
  totalStudents: z.enum(TOTAL_STUDENTS, zodError(universityMessages.totalStudents)),
  expectedStudents: z.coerce.number(zodError(universityMessages.expectedStudents)).int().min(1, zodError(universityMessages.expectedStudents)),
  entrepreneurshipPrograms: z.string().trim().max(2000).default(''),
  contactPersonName: z.string(zodError(universityMessages.contactPersonName)).trim().min(1, zodError(universityMessages.contactPersonName)).max(120),
  contactPersonTitle: z.string(zodError(universityMessages.contactPersonTitle)).trim().min(1, zodError(universityMessages.contactPersonTitle)).max(120),
  email: z.string(zodError(universityMessages.email)).trim().min(1, zodError(universityMessages.email)).regex(SIMPLE_EMAIL, zodError(universityMessages.emailInvalid)).max(254),
  phone: z.string(zodError(universityMessages.phone)).trim().min(1, zodError(universityMessages.phone)).max(40),
  // An http(s) address with a real domain name. NOTE: `new URL()` alone is not enough: Chromium accepts (and
  // percent-encodes) a host with spaces, such as 'https://not a web address', which Node refuses, so the browser
  // sent what the server then rejected with a bare 'Invalid URL'.
  website: z.preprocess(
    withScheme,
    z
      .url({ protocol: /^https?$/, hostname: z.regexes.domain, error: englishOf(formMessages.websiteInvalid) })
      .max(300, zodError(formMessages.websiteInvalid))
      .optional()
      .or(z.literal('')),
  ),
  partnershipType: z.enum(PARTNERSHIP_TYPES, zodError(universityMessages.partnershipType)),
  duration: z.enum(DURATIONS, zodError(universityMessages.duration)),
  additionalRequirements: z.string().trim().max(3000).default(''),
  termsAccepted: z.literal(true, zodError(universityMessages.terms)),
});

/** Applied → under review → approved | rejected (with reason) | more information requested. */
export const APPLICATION_STATUSES = ['applied', 'under_review', 'approved', 'rejected', 'more_info'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** Each status's name, as a person reads it (a message descriptor, translated where it is shown). */
export const STATUS_LABELS: Record<ApplicationStatus, MessageDescriptor> = {
  applied: /*i18n*/ { id: 'partners.status.applied', message: 'Applied' },
  under_review: /*i18n*/ { id: 'partners.status.under-review', message: 'Under review' },
  approved: /*i18n*/ { id: 'partners.status.approved', message: 'Approved' },
  rejected: /*i18n*/ { id: 'partners.status.rejected', message: 'Rejected' },
  more_info: /*i18n*/ { id: 'partners.status.more-info', message: 'More information requested' },
};

/** The partnership workflow's and the affiliation picker's texts, message descriptors written in the request's language. */
export const partnerMessages = defineTexts({
  noApplicationForLink: /*i18n*/ { id: 'partners.no-application-for-link', message: 'No application has this link.' },
  notWaitingForInfo: /*i18n*/ { id: 'partners.not-waiting-for-info', message: 'This application is not waiting for more information.' },
  noSuchApplication: /*i18n*/ { id: 'partners.no-such-application', message: 'No such application.' },
  alreadyApproved: /*i18n*/ { id: 'partners.already-approved', message: 'This application was already approved.' },
  alreadyRejected: /*i18n*/ { id: 'partners.already-rejected', message: 'This application was already rejected.' },
  noInstitutionWithCode: /*i18n*/ { id: 'partners.no-institution-with-code', message: 'No institution has this code.' },
  chooseInstitution: /*i18n*/ { id: 'partners.choose-institution', message: 'Choose an institution.' },
  noSuchProposal: /*i18n*/ { id: 'partners.no-such-proposal', message: 'No such proposal.' },
  proposalDecided: /*i18n*/ { id: 'partners.proposal-decided', message: 'This proposal was already decided.' },
  reasonNeeded: /*i18n*/ { id: 'partners.reason-needed', message: 'Give a reason or say what information is needed' },
  institutionCode: /*i18n*/ { id: 'partners.institution-code', message: 'Enter a valid institution code' },
  codeNeeded: (institution: string) => ({
    ...(/*i18n*/ { id: 'partners.code-needed', message: 'To join {institution}, enter the institution code its partner admin gave you.' }),
    values: { institution },
  }),
  tooManyCodes: /*i18n*/ { id: 'partners.too-many-codes', message: 'Too many institution codes tried. Please wait 15 minutes and try again.' },
  pickDate: /*i18n*/ { id: 'partners.pick-date', message: 'Pick a date' },
  noSuchItem: /*i18n*/ { id: 'partners.no-such-item', message: 'No such item.' },
});
export const applicationDecisionSchema = z.object({
  status: z.enum(['under_review', 'approved', 'rejected', 'more_info']),
  note: z.string().trim().max(2000).default(''),
}).refine((v) => (v.status === 'rejected' || v.status === 'more_info' ? v.note.length > 0 : true), {
  ...zodError(partnerMessages.reasonNeeded),
  path: ['note'],
});

/** Approved institutions plus these four and Other. */
export const NAMED_INSTITUTIONS = ['Indian Institute of Technology Madras', 'University of Delhi', 'Anna University', 'Symbiosis International University'] as const;
export const affiliationSchema = z.union([
  z.object({ institutionCode: z.string().trim().toUpperCase().regex(/^[A-Z0-9-]{4,20}$/, zodError(partnerMessages.institutionCode)) }),
  z.object({ institutionName: z.string().trim().min(1).max(200) }),
]);

/** Institution code tries: per account and per client address, each in a 15-minute window. */
export const AFFILIATION_CODE_LIMITS = {
  perAccount: { windowSeconds: 900, max: 10 },
  perClient: { windowSeconds: 900, max: 30 },
} as const;

export const eventProposalSchema = z.object({
  title: z.string(zodError(talkMessages.titleRequired)).trim().min(1, zodError(talkMessages.titleRequired)).max(200),
  description: z.string().trim().max(3000).default(''),
  proposedDate: z.iso.date(zodError(partnerMessages.pickDate)),
  speakerName: z.string(zodError(talkMessages.speakerRequired)).trim().min(1, zodError(talkMessages.speakerRequired)).max(120),
});

/** The admin inbox's three kinds of submission. */
export const INBOX_KINDS = ['contact', 'demo', 'speaker'] as const;
/** A submission's id in an address. */
export const inboxIdSchema = z.uuid(zodError(partnerMessages.noSuchItem));
export type InboxKind = (typeof INBOX_KINDS)[number];

/** A contact message, demo request or speaker application as the admin inbox lists it. */
export const inboxItemSchema = z.object({
  id: z.uuid(),
  kind: z.enum(INBOX_KINDS),
  name: z.string(),
  email: z.string(),
  /** The submitted form fields. */
  data: z.record(z.string(), z.unknown()),
  status: z.enum(['new', 'handled']),
  created_at: z.iso.datetime(),
  handled_at: z.iso.datetime().nullable(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

/**
 * Each stored field of a public or partnership form, as a person reads it: the admin queues show submissions with
 * these labels, and the sender's confirmation e-mail lists what they sent with them.
 */
export const SUBMITTED_FIELD_LABELS: Record<string, MessageDescriptor> = {
  firstName: /*i18n*/ { id: 'forms.field.first-name', message: 'First name' },
  lastName: /*i18n*/ { id: 'forms.field.last-name', message: 'Last name' },
  email: /*i18n*/ { id: 'forms.field.email', message: 'Email' },
  topic: /*i18n*/ { id: 'forms.field.topic', message: 'Topic' },
  subject: /*i18n*/ { id: 'forms.field.subject', message: 'Subject' },
  message: /*i18n*/ { id: 'forms.field.message', message: 'Message' },
  name: /*i18n*/ { id: 'forms.field.name', message: 'Name' },
  organization: /*i18n*/ { id: 'forms.field.organization', message: 'Organization' },
  role: /*i18n*/ { id: 'forms.field.role', message: 'Role' },
  preferredDate: /*i18n*/ { id: 'forms.field.preferred-date', message: 'Preferred date' },
  preferredTime: /*i18n*/ { id: 'forms.field.preferred-time', message: 'Preferred time' },
  bio: /*i18n*/ { id: 'forms.field.bio', message: 'Bio' },
  links: /*i18n*/ { id: 'forms.field.links', message: 'Links' },
  institutionName: /*i18n*/ { id: 'forms.field.institution-name', message: 'Institution name' },
  location: /*i18n*/ { id: 'forms.field.location', message: 'Location' },
  coursesOffered: /*i18n*/ { id: 'forms.field.courses-offered', message: 'Courses offered' },
  numberOfStudents: /*i18n*/ { id: 'forms.field.number-of-students', message: 'Number of students' },
  contactPerson: /*i18n*/ { id: 'forms.field.contact-person', message: 'Contact person' },
  universityName: /*i18n*/ { id: 'forms.field.university-name', message: 'University name' },
  accreditation: /*i18n*/ { id: 'forms.field.accreditation', message: 'Accreditation' },
  establishedYear: /*i18n*/ { id: 'forms.field.established-year', message: 'Established year' },
  totalStudents: /*i18n*/ { id: 'forms.field.total-students', message: 'Total students' },
  expectedStudents: /*i18n*/ { id: 'forms.field.expected-students', message: 'Expected students' },
  entrepreneurshipPrograms: /*i18n*/ { id: 'forms.field.entrepreneurship-programs', message: 'Entrepreneurship programs' },
  contactPersonName: /*i18n*/ { id: 'forms.field.contact-person-name', message: 'Contact person name' },
  contactPersonTitle: /*i18n*/ { id: 'forms.field.contact-person-title', message: 'Contact person title' },
  phone: /*i18n*/ { id: 'forms.field.phone', message: 'Phone' },
  website: /*i18n*/ { id: 'forms.field.website', message: 'Website' },
  partnershipType: /*i18n*/ { id: 'forms.field.partnership-type', message: 'Partnership type' },
  duration: /*i18n*/ { id: 'forms.field.duration', message: 'Duration' },
  additionalRequirements: /*i18n*/ { id: 'forms.field.additional-requirements', message: 'Additional requirements' },
  termsAccepted: /*i18n*/ { id: 'forms.field.terms-accepted', message: 'Terms accepted' },
};
