/**
 * An applicant's partnership status page by private link: the current status and its
 * note (the reason for a rejection, or what information is needed), the history of every step, and, while more
 * information is requested, a reply box (`POST /api/partnerships/status/:token/reply`).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, Circle, Clock, MessageSquare, XCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { FormSuccess, TextAreaField } from '~/client/components/ui/form-fields';
import { ApiError } from '~/client/lib/api';
import { type ApplicationStatus, STATUS_LABELS } from '~/shared/forms';
import { paths } from '~/shared/paths';
import { useApplicationStatus } from '../api/get-application-status';
import { useReplyToApplication } from '../api/reply-to-application';
import { Message, useDateFormats, useText } from '~/client/lib/i18n';

function statusIcon(status: ApplicationStatus) {
  if (status === 'approved') return <CheckCircle2 className="h-5 w-5 text-green-700" aria-hidden />;
  if (status === 'rejected') return <XCircle className="h-5 w-5 text-red-700" aria-hidden />;
  if (status === 'more_info') return <MessageSquare className="h-5 w-5 text-amber-700" aria-hidden />;
  if (status === 'under_review') return <Clock className="h-5 w-5 text-blue-700" aria-hidden />;
  return <Circle className="h-5 w-5 text-slate-700" aria-hidden />;
}

function statusVariant(status: ApplicationStatus): 'default' | 'secondary' | 'destructive' | 'outline' {
  if (status === 'rejected') return 'destructive';
  if (status === 'approved') return 'default';
  return 'secondary';
}

/** What the applicant should know about where they stand. */
function nextStep(status: ApplicationStatus): MessageDescriptor {
  switch (status) {
    case 'applied':
      return msg`We have received your application. Our team will review it and call you to verify it, usually within 5-7 business days.`;
    case 'under_review':
      return msg`Our team is reviewing your application and will call you to verify it.`;
    case 'more_info':
      return msg`We need a little more information before we can decide. Please reply below.`;
    case 'approved':
      return msg`Welcome aboard! Sign up or sign in with the e-mail address you applied with to open your Partner Admin Dashboard.`;
    case 'rejected':
      return msg`We are unable to approve this application. The reason is below; you are welcome to apply again later.`;
  }
}

const replyThanks = msg`Thanks, we've received your reply and will continue reviewing your application.`;

export function ApplicationStatusView({ token }: { token: string }) {
  const { formatDateTime } = useDateFormats();
  const { t } = useLingui();
  const show = useText();
  const status = useApplicationStatus(token);
  // Kept here: after a reply the status usually leaves 'more information requested' and the reply box goes away.
  const [replied, setReplied] = useState(false);

  if (status.isPending) {
    return (
      <p role="status" className="text-slate-700">
        <Trans>Loading your application...</Trans>
      </p>
    );
  }
  if (status.isError) {
    // 404: no application has this token; 400: the link is malformed (e.g. cut off by a mail client).
    const notFound = status.error instanceof ApiError && (status.error.status === 404 || status.error.status === 400);
    return (
      <div className="grid gap-3">
        <p role="alert" className="font-medium text-red-700">
          {notFound ? t`This status link is not valid. Please check the link in the e-mail we sent you.` : t`Your application could not be loaded. Please try again.`}
        </p>
        {!notFound ? (
          <div>
            <Button type="button" variant="outline" onClick={() => status.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : null}
      </div>
    );
  }
  const app = status.data;
  return (
    <div className="grid gap-8">
      <Card className="p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <p className="text-sm text-slate-700">{app.kind === 'university' ? t`University partnership` : t`College partnership`}</p>
            <h2 className="text-2xl font-semibold text-slate-900">{app.name}</h2>
          </div>
          <Badge variant={statusVariant(app.status)} className="text-sm">
            <span className="sr-only"><Trans>Status:</Trans> </span>
            {app.status_label || <Message text={STATUS_LABELS[app.status]} />}
          </Badge>
        </div>
        <p className="mt-4 text-slate-800"><Message text={nextStep(app.status)} /></p>
        {app.note && (app.status === 'rejected' || app.status === 'more_info') ? (
          <div className="mt-4 rounded-md border border-slate-200 bg-slate-50 p-4">
            <p className="text-sm font-semibold text-slate-900">{app.status === 'rejected' ? t`Reason` : t`What we need`}</p>
            <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{app.note}</p>
          </div>
        ) : null}
        {app.status === 'approved' ? (
          <div className="mt-4 flex flex-wrap gap-2">
            <Button asChild>
              <Link to={paths.partnerAdmin}><Trans>Open Partner Admin Dashboard</Trans></Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.signUp}><Trans>Create your account</Trans></Link>
            </Button>
          </div>
        ) : null}
      </Card>

      <FormSuccess>{replied ? show(replyThanks) : null}</FormSuccess>
      {app.status === 'more_info' ? <ReplyBox token={token} onSent={() => setReplied(true)} /> : null}

      <section aria-labelledby="status-history-heading">
        <h2 id="status-history-heading" className="text-xl font-semibold text-slate-900">
          <Trans>History</Trans>
        </h2>
        <ol className="mt-4 grid gap-4 border-l-2 border-slate-200 pl-6">
          {app.history.map((h, i) => (
            <li key={`${h.at}-${i}`} className="relative">
              <span className="absolute -left-[2.1rem] top-0 rounded-full bg-white p-0.5">{statusIcon(h.status)}</span>
              <p className="font-medium text-slate-900">{STATUS_LABELS[h.status] ? <Message text={STATUS_LABELS[h.status]} /> : h.status}</p>
              <p className="text-sm text-slate-700">
                <time dateTime={h.at}>{formatDateTime(h.at)}</time>
              </p>
              {h.note ? <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">{h.note}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

function ReplyBox({ token, onSent }: { token: string; onSent: () => void }) {
  const { t } = useLingui();
  const reply = useReplyToApplication(token);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!message.trim()) {
      setError(t`Please write your reply`);
      document.getElementById('status-reply')?.focus();
      return;
    }
    setError(null);
    try {
      await reply.mutateAsync(message.trim());
      setMessage('');
      onSent();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t`Your reply could not be sent. Please try again.`);
    }
  }

  return (
    <section aria-labelledby="status-reply-heading">
      <Card className="p-6">
        <h2 id="status-reply-heading" className="text-xl font-semibold text-slate-900">
          <Trans>Send us the information</Trans>
        </h2>
        <form method="post" onSubmit={onSubmit} noValidate className="mt-4 grid gap-4">
          <TextAreaField id="status-reply" label={t`Your reply`} required rows={5} maxLength={3000} value={message} onChange={(e) => setMessage(e.target.value)} error={error ?? undefined} />
          <div>
            <Button type="submit" disabled={reply.isPending}>
              {reply.isPending ? t`Sending...` : t`Send reply`}
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}

