/**
 * An image field of the admin form: an https:// address typed in, or a file uploaded to `POST /api/admin/uploads`
 * (PNG, JPEG or WebP, at most 2 MB; the server checks the content) whose returned address fills the field. The upload
 * needs scripts: until they run (or without them) there is no Upload button, and the hint says to enter an address
 * (the button did nothing then).
 */
import { useLingui } from '@lingui/react/macro';
import { FieldError } from '~/client/components/ui/form-fields';
import { Upload } from 'lucide-react';
import { type ChangeEvent, useId, useRef } from 'react';
import { Button } from '~/client/components/ui/button';
import { Input } from '~/client/components/ui/input';
import { Label } from '~/client/components/ui/label';
import { toast } from '~/client/components/ui/use-toast';
import { useHydrated } from '~/client/lib/use-hydrated';
import { toastTitles } from '~/shared/messages';
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, useUploadImage } from '../api/upload-image';

export function ImageUrlField({
  id,
  name,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  /** The field's name when the form is posted natively (the upload needs scripts; the address does not). */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const fileRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const upload = useUploadImage();
  const hydrated = useHydrated();

  function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!UPLOAD_ACCEPT.split(',').includes(file.type) || file.size > UPLOAD_MAX_BYTES) {
      toast({ title: toastTitles.error, description: t`Choose a PNG, JPEG or WebP image of at most 2 MB.`, variant: 'destructive' });
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ url }) => {
        onChange(url);
        toast({ title: toastTitles.success, description: t`Image uploaded` });
      },
      onError: (err) => toast({ title: toastTitles.error, description: err.message, variant: 'destructive' }),
    });
  }

  const describedBy = [hintId, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        {value ? <img src={value} alt="" width={40} height={40} className="h-10 w-10 shrink-0 rounded-md border border-slate-200 object-cover" /> : null}
        <Input
          id={id}
          name={name}
          type="url"
          inputMode="url"
          placeholder={t`https://`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {hydrated ? (
          <>
            <Button type="button" variant="outline" onClick={() => fileRef.current?.click()} disabled={upload.isPending}>
              <Upload aria-hidden />
              {upload.isPending ? t`Uploading...` : t`Upload`}
              <span className="sr-only"> {label.toLowerCase()}</span>
            </Button>
            <input ref={fileRef} type="file" accept={UPLOAD_ACCEPT} hidden onChange={onFile} aria-label={t`Upload file: ${label}`} data-testid={`${id}-file`} />
          </>
        ) : null}
      </div>
      <p id={hintId} className="text-xs text-slate-700">
        {hydrated
          ? t`An https:// address, or upload a PNG, JPEG or WebP image (at most 2 MB).`
          : t`An https:// address. Uploading an image file needs JavaScript.`}
      </p>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
