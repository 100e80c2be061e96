/**
 * The answer of a registration form posted without scripts (or before they ran): the page comes back from the
 * server with it, and this shows the §8 title and text where the toast would have been. Once hydrated, forms post
 * in the background and answer with a toast instead (registration-controls.tsx).
 */
import type { RegistrationOutcome } from '../talk-actions';

export function ActionOutcome({ outcome }: { outcome: RegistrationOutcome | undefined }) {
  if (!outcome) return null;
  return (
    <div
      role={outcome.ok ? 'status' : 'alert'}
      className={`mt-6 rounded-md border p-4 text-sm ${outcome.ok ? 'border-green-300 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-900'}`}
    >
      <p className="font-semibold">{outcome.toast.title}</p>
      <p>{outcome.toast.description}</p>
    </div>
  );
}
