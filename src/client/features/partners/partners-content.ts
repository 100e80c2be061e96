/**
 * Copy of the partnership pages as data: why partner, what you get, the workflow steps,
 * the university benefit tiles, labels of the select options, and the partner admin and status page texts.
 * The spec's quoted words (messages, statuses, option values) come from ~/shared/forms.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PageCopy } from '~/client/config/pages';
import { DURATIONS, PARTNERSHIP_TYPES, TOTAL_STUDENTS } from '~/shared/forms';

export const partnerWhy = [
  {
    key: 'outcomes',
    title: msg`Better career outcomes`,
    text: msg`Students get AI career guidance, personalised roadmaps and mentorship from industry professionals alongside their studies.`,
  },
  {
    key: 'skills',
    title: msg`Job-ready skills`,
    text: msg`Micro-courses with certificates cover the skills employers ask for, from data and design to entrepreneurship.`,
  },
  {
    key: 'insight',
    title: msg`Insight for your placement cell`,
    text: msg`See which of your students are active on ChangePath and download reports for your records.`,
  },
] as const;

export const partnerBenefits = [
  'A partner admin dashboard for your institution',
  'An institution code your students and faculty join with',
  'Student reports to download as CSV or PDF',
  'Exclusive events and workshops hosted with ChangeTalks',
  'A dedicated partnership manager',
] as const;

/** How it works, in order. */
export const partnerSteps = [
  { title: msg`Apply`, text: msg`Fill in the application below. It takes about five minutes.` },
  { title: msg`Review and verification call`, text: msg`Our team reviews your application and calls you to verify it, usually within 5-7 business days.` },
  { title: msg`Dashboard access`, text: msg`Once approved, you get full access to the partner admin dashboard.` },
  { title: msg`Onboard students and faculty`, text: msg`Share your institution ID or code; students and faculty join your institution with it.` },
  { title: msg`Use the features`, text: msg`Your students use AI tools, courses and mentorship, and you follow their progress and host events.` },
] as const;

/** The status workflow as the applicant sees it. */
export const workflowNote =
  'After you apply you get a private status link by e-mail. Your application moves from Applied to Under review, then to Approved, Rejected (with a reason) or More information requested, and we e-mail you at each step.';

/** University Partnership Program benefit tiles. */
export const universityBenefits = [
  {
    key: 'access',
    title: msg`Student Access`,
    text: msg`Every enrolled student gets ChangePath: AI career tools, micro-courses and certificates.`,
  },
  {
    key: 'curriculum',
    title: msg`Curriculum Integration`,
    text: msg`Bring entrepreneurship and career-readiness modules into your programmes, for credit or as electives.`,
  },
  {
    key: 'mentorship',
    title: msg`Industry Mentorship`,
    text: msg`Connect your students with founders and professionals for one-to-one mentorship and live ChangeTalks.`,
  },
] as const;

export const totalStudentsOptions: ReadonlyArray<{ value: (typeof TOTAL_STUDENTS)[number]; label: MessageDescriptor }> = [
  { value: 'under-1000', label: msg`Under 1,000` },
  { value: '1000-5000', label: msg`1,000 - 5,000` },
  { value: '5000-10000', label: msg`5,000 - 10,000` },
  { value: '10000-25000', label: msg`10,000 - 25,000` },
  { value: 'over-25000', label: msg`Over 25,000` },
];

export const partnershipTypeOptions: ReadonlyArray<{ value: (typeof PARTNERSHIP_TYPES)[number]; label: MessageDescriptor }> = [
  { value: 'curriculum-integration', label: msg`Curriculum Integration` },
  { value: 'extracurricular', label: msg`Extracurricular Programs` },
  { value: 'incubator-support', label: msg`Incubator Support` },
  { value: 'research-collaboration', label: msg`Research Collaboration` },
  { value: 'comprehensive', label: msg`Comprehensive Partnership` },
];

export const durationOptions: ReadonlyArray<{ value: (typeof DURATIONS)[number]; label: MessageDescriptor }> = [
  { value: '1-year', label: msg`1 Year` },
  { value: '2-years', label: msg`2 Years` },
  { value: '3-years', label: msg`3 Years` },
  { value: '5-years', label: msg`5 Years` },
  { value: 'ongoing', label: msg`Ongoing` },
];

export const partnershipStatusCopy: PageCopy = {
  title: msg`Partnership application status`,
  description: msg`The status of your ChangePath partnership application.`,
  heading: msg`Partnership application status`,
  intro: msg`Where your partnership application stands, and everything that has happened to it so far.`,
};

export const partnerAdminTexts = {
  notPartnerTitle: msg`This dashboard is for partner institutions`,
  notPartner:
    msg`The Partner Admin Dashboard is available to the contact person of an approved partner institution, signed in with the e-mail address they applied with. New applications need super-admin approval first.`,
  signInPrompt: msg`Already approved? Sign in with the e-mail address you applied with.`,
  applyLink: msg`Apply to become a partner`,
  studentsTitle: msg`Student Users`,
  studentsIntro: msg`Students and faculty affiliated with your institution. Download the report as CSV or PDF.`,
  noStudents: msg`No students have joined yet. Share your institution code with them to get started.`,
  eventsTitle: msg`Exclusive Events & Workshops`,
  eventsIntro: msg`Propose an event for your students. The ChangeTalks team reviews it and, once approved, it appears on ChangeTalks where you can track registrations.`,
  noEvents: msg`No events proposed yet.`,
  proposed: msg`Thanks! Your event proposal was sent to the ChangeTalks team for approval.`,
} as const;

export const eventStatusLabels: Record<string, MessageDescriptor> = { proposed: msg`Awaiting approval`, approved: msg`Approved`, rejected: msg`Not approved` };
