/**
 * Route actions of the partnership applications (spec §2.7, §3.9, §5; issues 8 and 17): the college form on
 * /partner (multipart, with an optional logo) and the university form on /university-partner. Validated with the
 * API's schemas (`schemaAction`), filed through the same service as `POST /api/partnerships/…` (limited per client
 * address, applicant e-mailed their private status link). On success the reply carries what the applicant sees:
 * the entered data and the status page's path.
 */
import type { RouterContextProvider } from 'react-router';
import { pageContext } from '~/client/lib/page-context';
import { schemaAction } from '~/client/lib/schema-action';
import { collegeFormSchema, formMessages, universitySchema } from '~/shared/forms';
import { partnershipTypeOptions } from './partners-content';

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

/** What the applicant sees after an accepted application: what they sent, as label/value rows, and the status path. */
export interface ApplicationDone {
  summary: Array<[string, string]>;
  statusPath: string;
}

/** The status link's path on this site (the service answers the absolute address on PUBLIC_URL). */
const pathOf = (statusUrl: string) => {
  const u = new URL(statusUrl, 'http://localhost');
  return `${u.pathname}${u.search}`;
};

const COLLEGE_LABELS = [
  ['institutionName', 'Institution Name'],
  ['location', 'Location'],
  ['coursesOffered', 'Courses Offered'],
  ['numberOfStudents', 'Number of Students'],
  ['contactPerson', 'Contact Person'],
  ['email', 'Email'],
] as const;

export function collegeAction({ request, context }: ActionArgs) {
  const { services, clientIp } = context.get(pageContext);
  return schemaAction(
    request,
    collegeFormSchema,
    async ({ logo, ...input }) => {
      const bytes = logo ? new Uint8Array(await logo.arrayBuffer()) : null;
      const filed = await services.partners.college(input, bytes, clientIp);
      if (!filed.ok) return filed;
      const summary = COLLEGE_LABELS.flatMap(([key, label]): Array<[string, string]> => {
        const value = String(input[key] ?? '').trim();
        return value ? [[label, value]] : [];
      });
      if (logo) summary.push(['Logo', logo.name]);
      return { ok: true as const, value: { summary, statusPath: pathOf(filed.value.statusUrl) } satisfies ApplicationDone };
    },
    { intent: 'college', fieldFor: (message) => (message === formMessages.logoType || message === formMessages.logoTooLarge ? 'logo' : undefined) },
  );
}

export function universityAction({ request, context }: ActionArgs) {
  const { services, clientIp } = context.get(pageContext);
  return schemaAction(request, universitySchema, async (input) => {
    const filed = await services.partners.university(input, clientIp);
    if (!filed.ok) return filed;
    const summary: Array<[string, string]> = [
      ['University', input.universityName],
      ['Contact', `${input.contactPersonName}, ${input.contactPersonTitle}`],
      ['Email', input.email],
      ['Partnership', partnershipTypeOptions.find((o) => o.value === input.partnershipType)?.label ?? input.partnershipType],
    ];
    return { ok: true as const, value: { summary, statusPath: pathOf(filed.value.statusUrl) } satisfies ApplicationDone };
  });
}
