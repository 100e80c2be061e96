/**
 * 'Report' on a post or a reply: a small dialog asking for a reason, sent to the moderators' queue.
 * A second report of the same item by the same person answers 409 with the server's message. Until the scripts
 * run (or without them) it is an inline form that opens in place (`<details>`), posted to the thread page's action
 * (../thread-actions.ts), which answers with the page saying the report was sent.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { FieldError } from '~/client/components/ui/form-fields';
import { Flag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '~/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '~/client/components/ui/dialog';
import { Label } from '~/client/components/ui/label';
import { Textarea } from '~/client/components/ui/textarea';
import { communityMessages } from '~/shared/community';
import { englishOf } from '~/shared/messages';
import { toast } from '~/client/components/ui/use-toast';
import { useHydrated } from '~/client/lib/use-hydrated';
import { useReportContent, type ReportTarget } from '../api/report-content';
import { reportSent, reportSignIn, toastCommunityError } from '../community-toasts';

const REASON_MAX = 500;

export function ReportDialog({ target, what }: { target: ReportTarget; what: 'post' | 'reply' }) {
  const { t } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportContent();
  const hydrated = useHydrated();

  function handleSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const text = reason.trim();
    if (!text) return setError(englishOf(communityMessages.reasonRequired));
    if (text.length > REASON_MAX) return setError(t`Reasons can be at most ${REASON_MAX} characters`);
    setError(null);
    report.mutate(
      { ...target, reason: text },
      {
        onSuccess: () => {
          toast(reportSent);
          setOpen(false);
          setReason('');
        },
        onError: (err) => {
          toastCommunityError(err, { fallback: t`Failed to send report`, signIn: reportSignIn });
        },
      },
    );
  }

  if (!hydrated) {
    return (
      <details className="group">
        <summary className="inline-flex h-9 cursor-pointer list-none items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100">
          <Flag className="size-4" aria-hidden />
          <Trans>Report<span className="sr-only"> this {what}</span></Trans>
        </summary>
        <form method="post" className="mt-2 grid gap-2 sm:max-w-md">
          <input type="hidden" name="intent" value="report" />
          {'postId' in target ? <input type="hidden" name="postId" value={target.postId} /> : <input type="hidden" name="commentId" value={target.commentId} />}
          <Label htmlFor={`${id}-reason`}><Trans>Reason</Trans></Label>
          <Textarea id={`${id}-reason`} name="reason" rows={3} required maxLength={REASON_MAX} placeholder={t`Spam, harassment, off-topic...`} />
          <Button type="submit" size="sm" className="justify-self-start">
            <Trans>Send report</Trans>
          </Button>
        </form>
      </details>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size="sm" className="text-slate-700">
          <Flag aria-hidden />
          <Trans>Report<span className="sr-only"> this {what}</span></Trans>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle><Trans>Report this {what}</Trans></DialogTitle>
          <DialogDescription><Trans>Tell the moderators what is wrong. They will review it and may hide it.</Trans></DialogDescription>
        </DialogHeader>
        <form method="post" noValidate onSubmit={handleSubmit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-reason`}><Trans>Reason</Trans></Label>
            <Textarea
              id={`${id}-reason`}
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder={t`Spam, harassment, off-topic...`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-reason-error` : undefined}
            />
            <FieldError id={`${id}-reason-error`}>{error}</FieldError>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" disabled={report.isPending}>
              {report.isPending ? t`Sending...` : t`Send report`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
