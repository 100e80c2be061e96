/** The category filter: All and every category (COMMUNITY_CATEGORIES: career ones, then founders'), as toggle buttons. */
import { useLingui } from '@lingui/react/macro';
import { Button } from '~/client/components/ui/button';
import { COMMUNITY_CATEGORIES } from '~/shared/community';

export function CategoryFilter({ value, onChange }: { value: string; onChange: (category: string) => void }) {
  const { t } = useLingui();
  return (
    <div role="group" aria-label={t`Filter posts by category`} className="flex flex-wrap gap-2">
      {COMMUNITY_CATEGORIES.map((c) => (
        <Button key={c} type="button" size="sm" variant={value === c ? 'default' : 'outline'} aria-pressed={value === c} onClick={() => onChange(c)}>
          {c}
        </Button>
      ))}
    </div>
  );
}
