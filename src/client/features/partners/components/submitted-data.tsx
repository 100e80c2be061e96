/**
 * Shows what someone submitted through a public or partnership form (the stored `data` object) as a definition
 * list with readable labels and option texts, for the admin queues.
 */
import { msg } from '@lingui/core/macro';
import { Message } from '~/client/lib/i18n';
import { DEMO_ROLES, DEMO_TIMES, SUBMITTED_FIELD_LABELS } from '~/shared/forms';
import type { Text } from '~/shared/messages';
import { durationOptions, partnershipTypeOptions, totalStudentsOptions } from '../partners-content';

const OPTION_LABELS: Record<string, ReadonlyArray<{ value: string; label: Text }>> = {
  role: DEMO_ROLES,
  preferredTime: DEMO_TIMES,
  totalStudents: totalStudentsOptions,
  partnershipType: partnershipTypeOptions,
  duration: durationOptions,
};

/** A field's label: its own, or for a field this list does not know, its name in words ('someField' → 'Some field'). */
function labelOf(key: string): Text {
  return SUBMITTED_FIELD_LABELS[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
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
