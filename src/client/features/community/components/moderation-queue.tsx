/**
 * The admin portal's community moderation queue: reported posts and replies with the reported text, the
 * reason and the reporter, and Hide / Restore / Dismiss (POST /api/admin/community/reports/:id/resolve). Open
 * reports by default; 'All reports' also lists resolved ones (so a hidden item can be restored). Reported text is
 * shown as plain text. The API checks the admin role; this component only renders for admins. Each item's buttons
 * are a form posted to the dashboard's action (features/admin/admin-actions.ts), so a decision taken before the
 * scripts run still counts; once hydrated they call the API in place.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { EyeOff, RotateCcw, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { toast } from '~/client/components/ui/use-toast';
import { ApiError } from '~/client/lib/api';
import { useReports, type CommunityReport } from '../api/get-reports';
import { useResolveReport, type ReportAction } from '../api/resolve-report';
import { REPORT_ACTION_DONE } from '~/shared/community';
import { authorLabel, formatPostTime } from '../community.format';
import { useLocale, Message, Written } from '~/client/lib/i18n';
import { type Text, toastTitles } from '~/shared/messages';

const ACTION_DONE: Record<ReportAction, Text> = REPORT_ACTION_DONE;

const STATUS_LABEL: Record<string, MessageDescriptor> = { open: msg`Open`, hidden: msg`Hidden`, restored: msg`Restored`, dismissed: msg`Dismissed` };

export function ModerationQueue({ className }: { className?: string }) {
  const { t } = useLingui();
  const [status, setStatus] = useState<'open' | 'all'>('open');
  const reports = useReports(status);

  useEffect(() => {
    if (reports.isError) toast({ title: toastTitles.error, description: msg`Failed to load reports`, variant: 'destructive' });
  }, [reports.isError]);

  return (
    <section aria-labelledby="community-moderation-heading" className={className}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="community-moderation-heading" className="text-2xl font-semibold text-slate-900">
          <Trans>Community moderation</Trans>
        </h2>
        <div role="group" aria-label={t`Which reports to show`} className="flex gap-2">
          <Button type="button" size="sm" variant={status === 'open' ? 'default' : 'outline'} aria-pressed={status === 'open'} onClick={() => setStatus('open')}>
            <Trans>Open reports</Trans>
          </Button>
          <Button type="button" size="sm" variant={status === 'all' ? 'default' : 'outline'} aria-pressed={status === 'all'} onClick={() => setStatus('all')}>
            <Trans>All reports</Trans>
          </Button>
        </div>
      </div>
      <div className="mt-4">
        {reports.isPending ? (
          <p role="status" className="text-slate-700">
            <Trans>Loading reports...</Trans>
          </p>
        ) : reports.isError ? (
          <div className="flex flex-wrap items-center gap-3 text-slate-700">
            <p>{reports.error instanceof ApiError && reports.error.status === 403 ? t`Only admins can see the moderation queue.` : t`Failed to load reports.`}</p>
            <Button type="button" variant="outline" size="sm" onClick={() => reports.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : reports.data.length ? (
          <ul className="grid gap-4">
            {reports.data.map((r) => (
              <li key={r.id}>
                <ReportItem report={r} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">{status === 'open' ? t`No open reports. The community is all clear.` : t`No reports yet.`}</p>
        )}
      </div>
    </section>
  );
}

function ReportItem({ report }: { report: CommunityReport }) {
  const locale = useLocale();
  const { t } = useLingui();
  const resolve = useResolveReport();
  const isReply = !!report.comment_id;
  const text = isReply ? report.comment_content : report.post_content;
  const gone = text == null;
  const [acting, setActing] = useState<ReportAction | null>(null);

  // mutateAsync: a resolved report leaves the 'open' list (this item unmounts); the promise still settles.
  async function act(action: ReportAction, event: { preventDefault: () => void }) {
    event.preventDefault();
    setActing(action);
    try {
      await resolve.mutateAsync({ reportId: report.id, action });
      toast({ title: msg`Report resolved`, description: ACTION_DONE[action] });
    } catch (err) {
      toast({ title: toastTitles.error, description: err instanceof ApiError ? err.message : msg`Failed to resolve report`, variant: 'destructive' });
    } finally {
      setActing(null);
    }
  }

  return (
    <Card className="p-5">
      <article className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 break-words text-lg font-semibold text-slate-900">
            {isReply ? t`Reply on: ` : t`Post: `}
            {report.post_title ? <Written text={report.post_title} /> : t`(deleted post)`}
          </h3>
          <Badge variant={report.status === 'open' ? 'default' : 'secondary'}>{STATUS_LABEL[report.status] ? <Message text={STATUS_LABEL[report.status]} /> : report.status}</Badge>
        </div>
        <p className="text-sm text-slate-700">
          <Trans>Reported by</Trans> <span className="font-medium text-slate-900"><Message text={authorLabel(report.reporter_name)} /></span> <Trans>on{' '}</Trans>
          <time dateTime={report.created_at}>{formatPostTime(report.created_at, { locale })}</time>
        </p>
        <div>
          <p className="text-sm font-medium text-slate-900"><Trans>Reason</Trans></p>
          <p className="whitespace-pre-wrap break-words text-sm text-slate-800">{report.reason}</p>
        </div>
        <div>
          <p className="text-sm font-medium text-slate-900"><Trans>Reported {isReply ? 'reply' : 'post'}</Trans></p>
          {gone ? (
            <p className="text-sm italic text-slate-700"><Trans>This {isReply ? 'reply' : 'post'} has been deleted.</Trans></p>
          ) : (
            <blockquote className="mt-1 max-h-60 overflow-hidden whitespace-pre-wrap break-words border-l-4 border-slate-300 pl-3 text-sm text-slate-800">{text}</blockquote>
          )}
        </div>
        <form method="post" className="flex flex-wrap gap-2">
          <input type="hidden" name="intent" value="resolve-report" />
          <input type="hidden" name="reportId" value={report.id} />
          <Button type="submit" name="action" value="hide" size="sm" variant="destructive" disabled={resolve.isPending || gone} onClick={(e) => act('hide', e)}>
            <EyeOff aria-hidden />
            {acting === 'hide' ? t`Hiding...` : t`Hide`}
          </Button>
          <Button type="submit" name="action" value="restore" size="sm" variant="outline" disabled={resolve.isPending || gone} onClick={(e) => act('restore', e)}>
            <RotateCcw aria-hidden />
            {acting === 'restore' ? t`Restoring...` : t`Restore`}
          </Button>
          <Button type="submit" name="action" value="dismiss" size="sm" variant="outline" disabled={resolve.isPending} onClick={(e) => act('dismiss', e)}>
            <X aria-hidden />
            {acting === 'dismiss' ? t`Dismissing...` : t`Dismiss`}
          </Button>
        </form>
      </article>
    </Card>
  );
}
