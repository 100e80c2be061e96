/** A labelled amount field for the calculators: free text (non-numeric counts as 0) with a hint. */
import { Input } from '~/client/components/ui/input';
import { Label } from '~/client/components/ui/label';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  placeholder?: string;
}

export function MoneyField({ id, label, value, onChange, hint, placeholder = '0' }: Props) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={id}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
