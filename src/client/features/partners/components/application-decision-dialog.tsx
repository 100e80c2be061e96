/**
 * The admin's decision on a partnership application: mark it under review, approve
 * it (creates the institution with a code and makes the applicant its partner admin), reject it with a reason, or
 * request more information. A reason is required for reject and more information (applicationDecisionSchema).
 * The applicant is e-mailed by the server at each step.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Button } from '~/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '~/client/components/ui/dialog';
import { toast } from '~/client/components/ui/use-toast';
import { FormError, TextAreaField, FieldError } from '~/client/components/ui/form-fields';
import { ApiError } from '~/client/lib/api';
import { useText } from '~/client/lib/i18n';
import { STATUS_LABELS, applicationDecisionSchema } from '~/shared/forms';
import type { AdminApplication } from '../api/get-applications';
import { type ApplicationDecision, useDecideApplication } from '../api/decide-application';

type DecisionStatus = ApplicationDecision['status'];

const CHOICES: Array<{ value: DecisionStatus; label: MessageDescriptor; help: MessageDescriptor }> = [
  { value: 'under_review', label: msg`Mark under review`, help: msg`You are reviewing it and will call the applicant to verify.` },
  { value: 'approved', label: msg`Approve`, help: msg`Creates the institution with its code and gives the applicant the partner admin dashboard.` },
  { value: 'rejected', label: msg`Reject with a reason`, help: msg`The reason is e-mailed to the applicant and shown on their status page.` },
  { value: 'more_info', label: msg`Request more information`, help: msg`Say what you need; the applicant can reply from their status page.` },
];

const NOTE_LABEL: Record<DecisionStatus, MessageDescriptor> = {
  under_review: msg`Note to the applicant (optional)`,
  approved: msg`Note to the applicant (optional)`,
  rejected: msg`Reason`,
  more_info: msg`Information needed`,
};

export function ApplicationDecisionDialog({ application }: { application: AdminApplication }) {
  const { t } = useLingui();
  const show = useText();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<DecisionStatus | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ status?: string; note?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const decide = useDecideApplication();
  const closed = application.status === 'approved' || application.status === 'rejected';
  const idBase = `decision-${application.id}`;

  function reset() {
    setStatus('');
    setNote('');
    setErrors({});
    setFormError(null);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    if (!status) {
      setErrors({ status: t`Choose a decision` });
      return;
    }
    const parsed = applicationDecisionSchema.safeParse({ status, note });
    if (!parsed.success) {
      setErrors({ note: parsed.error.issues[0]?.message });
      document.getElementById(`${idBase}-note`)?.focus();
      return;
    }
    setErrors({});
    try {
      await decide.mutateAsync({ id: application.id, decision: parsed.data });
      const name = application.name;
      const status = show(STATUS_LABELS[parsed.data.status]);
      toast({ title: t`Decision saved`, description: t`${name}: ${status}. The applicant has been e-mailed.` });
      setOpen(false);
      reset();
    } catch (err) {
      setFormError(err instanceof ApiError ? err.message : t`The decision could not be saved. Please try again.`);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant={closed ? 'outline' : 'default'}>
          <Trans>Decide<span className="sr-only"> on {application.name}</span></Trans>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle><Trans>Decide on {application.name}</Trans></DialogTitle>
          <DialogDescription>
            <Trans>Currently: {show(STATUS_LABELS[application.status])}. The applicant is e-mailed about your decision.</Trans>
          </DialogDescription>
        </DialogHeader>
        <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
          <fieldset className="grid gap-2" aria-describedby={errors.status ? `${idBase}-status-error` : undefined}>
            <legend className="mb-1 text-sm font-medium text-slate-900"><Trans>Decision</Trans></legend>
            {CHOICES.map((c) => (
              <label
                key={c.value}
                className="flex cursor-pointer gap-3 rounded-md border border-slate-300 p-3 text-sm has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50"
              >
                <input
                  type="radio"
                  name={`${idBase}-status`}
                  value={c.value}
                  checked={status === c.value}
                  onChange={() => {
                    setStatus(c.value);
                    setErrors({});
                  }}
                  className="mt-0.5 h-4 w-4 accent-blue-700"
                />
                <span>
                  <span className="block font-medium text-slate-900">{show(c.label)}</span>
                  <span className="block text-slate-700">{show(c.help)}</span>
                </span>
              </label>
            ))}
            <FieldError id={`${idBase}-status-error`}>{errors.status}</FieldError>
          </fieldset>
          <TextAreaField
            id={`${idBase}-note`}
            label={status ? show(NOTE_LABEL[status]) : t`Note to the applicant`}
            required={status === 'rejected' || status === 'more_info'}
            rows={4}
            maxLength={2000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            error={errors.note}
          />
          <FormError message={formError} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={decide.isPending}>
              {decide.isPending ? t`Saving...` : t`Save decision`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
