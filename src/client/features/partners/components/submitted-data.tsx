/**
 * Shows what someone submitted through a public or partnership form (the stored `data` object) as a definition
 * list with readable labels and option texts, for the admin queues.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Message } from '~/client/lib/i18n';
import { DEMO_ROLES, DEMO_TIMES } from '~/shared/forms';
import type { Text } from '~/shared/messages';
import { durationOptions, partnershipTypeOptions, totalStudentsOptions } from '../partners-content';

/** Each stored field's label, as a person reads it. */
const LABELS: Record<string, MessageDescriptor> = {
  firstName: msg`First name`,
  lastName: msg`Last name`,
  email: msg`Email`,
  topic: msg`Topic`,
  subject: msg`Subject`,
  message: msg`Message`,
  name: msg`Name`,
  organization: msg`Organization`,
  role: msg`Role`,
  preferredDate: msg`Preferred date`,
  preferredTime: msg`Preferred time`,
  bio: msg`Bio`,
  links: msg`Links`,
  institutionName: msg`Institution name`,
  location: msg`Location`,
  coursesOffered: msg`Courses offered`,
  numberOfStudents: msg`Number of students`,
  contactPerson: msg`Contact person`,
  universityName: msg`University name`,
  accreditation: msg`Accreditation`,
  establishedYear: msg`Established year`,
  totalStudents: msg`Total students`,
  expectedStudents: msg`Expected students`,
  entrepreneurshipPrograms: msg`Entrepreneurship programs`,
  contactPersonName: msg`Contact person name`,
  contactPersonTitle: msg`Contact person title`,
  phone: msg`Phone`,
  website: msg`Website`,
  partnershipType: msg`Partnership type`,
  duration: msg`Duration`,
  additionalRequirements: msg`Additional requirements`,
  termsAccepted: msg`Terms accepted`,
};

const OPTION_LABELS: Record<string, ReadonlyArray<{ value: string; label: string }>> = {
  role: DEMO_ROLES,
  preferredTime: DEMO_TIMES,
  totalStudents: totalStudentsOptions,
  partnershipType: partnershipTypeOptions,
  duration: durationOptions,
};

/** A field's label: its own, or for a field this list does not know, its name in words ('someField' → 'Some field'). */
function labelOf(key: string): Text {
  return LABELS[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

function valueOf(key: string, value: unknown): Text {
  if (typeof value === 'boolean') return value ? msg`Yes` : msg`No`;
  const text = String(value);
  return OPTION_LABELS[key]?.find((o) => o.value === text)?.label ?? text;
}

export function SubmittedData({ data, skip = [] }: { data: Record<string, unknown>; skip?: string[] }) {
  const entries = Object.entries(data ?? {}).filter(([k, v]) => !skip.includes(k) && v !== undefined && v !== null && v !== '');
  if (!entries.length) return null;
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
      {entries.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-medium text-slate-700"><Message text={labelOf(k)} /></dt>
          <dd className="whitespace-pre-wrap break-words text-slate-900">
            {k === 'website' && typeof v === 'string' && /^https?:\/\//.test(v) ? (
              <a href={v} target="_blank" rel="noopener noreferrer" className="text-blue-700 underline underline-offset-4">
                {v}
              </a>
            ) : (
              <Message text={valueOf(k, v)} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
