/**
 * The magnifier at the start of a search box, as the form's submit button: people using voice control or switch
 * access need something to press, and without scripts it sends the search. Place it inside a `relative` form whose
 * box leaves room on the left (`pl-8` for `size="sm"`, `pl-10` otherwise).
 */
import { useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { cn } from './cn';

export function SearchSubmitButton({ size = 'default' }: { size?: 'sm' | 'default' }) {
  const { t } = useLingui();
  return (
    <button
      type="submit"
      aria-label={t`Search`}
      title={t`Search`}
      className={cn(
        'absolute left-0.5 top-1/2 flex -translate-y-1/2 items-center justify-center rounded text-slate-600 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600',
        size === 'sm' ? 'h-8 w-8' : 'h-9 w-9',
      )}
    >
      <Search className="h-4 w-4" aria-hidden />
    </button>
  );
}
