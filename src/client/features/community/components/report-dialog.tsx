/**
 * 'Report' on a post or a reply (issue 5): a small dialog asking for a reason, sent to the moderators' queue.
 * A second report of the same item by the same person answers 409 with the server's message.
 */
import { Flag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '~/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '~/client/components/ui/dialog';
import { Label } from '~/client/components/ui/label';
import { Textarea } from '~/client/components/ui/textarea';
import { toast } from '~/client/components/ui/use-toast';
import { communityMessages } from '~/shared/community';
import { useReportContent, type ReportTarget } from '../api/report-content';
import { toastCommunityError } from '../community-toasts';

const REASON_MAX = 500;

export function ReportDialog({ target, what }: { target: ReportTarget; what: 'post' | 'reply' }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const report = useReportContent();

  function handleSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const text = reason.trim();
    if (!text) return setError('Tell us what is wrong');
    if (text.length > REASON_MAX) return setError(`Reasons can be at most ${REASON_MAX} characters`);
    setError(null);
    report.mutate(
      { ...target, reason: text },
      {
        onSuccess: () => {
          toast({ title: 'Report sent', description: 'Thank you. A moderator will review it.' });
          setOpen(false);
          setReason('');
        },
        onError: (err) => {
          toastCommunityError(err, { fallback: 'Failed to send report', signIn: { title: communityMessages.signInToPost.title, description: 'Please sign in to report content' } });
        },
      },
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
          Report<span className="sr-only"> this {what}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report this {what}</DialogTitle>
          <DialogDescription>Tell the moderators what is wrong. They will review it and may hide it.</DialogDescription>
        </DialogHeader>
        <form method="post" noValidate onSubmit={handleSubmit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-reason`}>Reason</Label>
            <Textarea
              id={`${id}-reason`}
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder="Spam, harassment, off-topic..."
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-reason-error` : undefined}
            />
            {error ? (
              <p id={`${id}-reason-error`} role="alert" className="text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={report.isPending}>
              {report.isPending ? 'Sending...' : 'Send report'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
