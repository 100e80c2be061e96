/**
 * Shows what someone submitted through a public or partnership form (the stored `data` object) as a definition
 * list with readable labels and option texts, for the admin queues.
 */
import { DEMO_ROLES, DEMO_TIMES } from '~/shared/forms';
import { durationOptions, partnershipTypeOptions, totalStudentsOptions } from '../partners-content';

const LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  topic: 'Topic',
  subject: 'Subject',
  message: 'Message',
  name: 'Name',
  organization: 'Organization',
  role: 'Role',
  preferredDate: 'Preferred date',
  preferredTime: 'Preferred time',
  bio: 'Bio',
  links: 'Links',
  institutionName: 'Institution name',
  location: 'Location',
  coursesOffered: 'Courses offered',
  numberOfStudents: 'Number of students',
  contactPerson: 'Contact person',
  universityName: 'University name',
  accreditation: 'Accreditation',
  establishedYear: 'Established year',
  totalStudents: 'Total students',
  expectedStudents: 'Expected students',
  entrepreneurshipPrograms: 'Entrepreneurship programs',
  contactPersonName: 'Contact person name',
  contactPersonTitle: 'Contact person title',
  phone: 'Phone',
  website: 'Website',
  partnershipType: 'Partnership type',
  duration: 'Duration',
  additionalRequirements: 'Additional requirements',
  termsAccepted: 'Terms accepted',
};

const OPTION_LABELS: Record<string, ReadonlyArray<{ value: string; label: string }>> = {
  role: DEMO_ROLES,
  preferredTime: DEMO_TIMES,
  totalStudents: totalStudentsOptions,
  partnershipType: partnershipTypeOptions,
  duration: durationOptions,
};

function labelOf(key: string): string {
  return LABELS[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

function valueOf(key: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
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
          <dt className="font-medium text-slate-700">{labelOf(k)}</dt>
          <dd className="whitespace-pre-wrap break-words text-slate-900">
            {k === 'website' && typeof v === 'string' && /^https?:\/\//.test(v) ? (
              <a href={v} target="_blank" rel="noopener noreferrer" className="text-blue-700 underline underline-offset-4">
                {v}
              </a>
            ) : (
              valueOf(k, v)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
