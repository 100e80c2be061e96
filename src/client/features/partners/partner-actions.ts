/**
 * Route actions of the partnership applications: the college form on /partner (multipart,
 * with an optional logo) and the university form on /university-partner. Each counts against the public forms'
 * limit per client address (as the API does before reading a body), is read with the API's schema (`pageAction`)
 * and filed through the same operation as `POST /api/partnerships/…` (the applicant e-mailed their private status
 * link). On success the outcome carries what the applicant sees: the entered data and the status page's path.
 */
import type { RouterContextProvider } from 'react-router';
import { admitPublicForm } from '~/client/lib/public-form-limit';
import { pageAction } from '~/client/lib/page-action';
import { z } from 'zod';
import { collegeFormSchema, SUBMITTED_FIELD_LABELS, universitySchema } from '~/shared/forms';
import { splitLocale } from '~/shared/locales';
import type { Text } from '~/shared/messages';
import { msg } from '@lingui/core/macro';
import { partnershipTypeOptions } from './partners-content';

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** What the applicant sees after an accepted application: what they sent, as label/value rows, and the status path. */
export interface ApplicationDone {
  summary: Array<[Text, Text]>;
  statusPath: string;
}

/**
 * The status link's path on this site, without its language (the service answers the absolute address on PUBLIC_URL
 * in the request's language; the page's links add the page's own).
 */
const pathOf = (statusUrl: string) => {
  const u = new URL(statusUrl, 'http://localhost');
  return `${splitLocale(u.pathname).path}${u.search}`;
};

/** The college form of /partner (`intent=college`; the page's other forms need scripts). */
const collegeIntentSchema = collegeFormSchema.extend({ intent: z.literal('college') });

/** The college form's fields in the order the summary lists them, each named by the admin queue's and e-mail's label. */
const COLLEGE_SUMMARY_FIELDS = ['institutionName', 'location', 'coursesOffered', 'numberOfStudents', 'contactPerson', 'email'] as const;

export function collegeAction(args: ActionArgs) {
  return pageAction(
    args,
    collegeIntentSchema,
    async ({ intent: _intent, logo, ...input }, { services }): Promise<ApplicationDone> => {
      const bytes = logo ? new Uint8Array(await logo.arrayBuffer()) : null;
      const filed = await services.partners.applyCollege({ input, logo: bytes });
      const summary = COLLEGE_SUMMARY_FIELDS.flatMap((key): Array<[Text, Text]> => {
        const value = String(input[key] ?? '').trim();
        return value ? [[SUBMITTED_FIELD_LABELS[key]!, value] as [Text, Text]] : [];
      });
      if (logo) summary.push([msg`Logo`, logo.name]);
      return { summary, statusPath: pathOf(filed.statusUrl) };
    },
    { admit: admitPublicForm },
  );
}

export function universityAction(args: ActionArgs) {
  return pageAction(
    args,
    universitySchema,
    async (input, { services }): Promise<ApplicationDone> => {
      const filed = await services.partners.applyUniversity({ input });
      const summary: Array<[Text, Text]> = [
        [msg`University`, input.universityName],
        [msg`Contact`, `${input.contactPersonName}, ${input.contactPersonTitle}`],
        [msg`Email`, input.email],
        [msg`Partnership`, partnershipTypeOptions.find((o) => o.value === input.partnershipType)?.label ?? input.partnershipType],
      ];
      return { summary, statusPath: pathOf(filed.statusUrl) };
    },
    { admit: admitPublicForm },
  );
}
