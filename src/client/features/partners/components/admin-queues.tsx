/**
 * The admin portal's 'Applications and requests', mounted in the admin dashboard:
 * tabs for partnership Applications (filter by status; decide in a dialog), Contact messages, Demo requests,
 * Speaker applications (mark handled) and partner Event proposals (approve or reject). The API checks the admin
 * role on every call; this component only renders for admins.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { Card } from '~/client/components/ui/card';
import { Label } from '~/client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/client/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/client/components/ui/tabs';
import { toast } from '~/client/components/ui/use-toast';
import { ApiError } from '~/client/lib/api';
import { Message, useDateFormats, useText } from '~/client/lib/i18n';
import { toastTitles } from '~/shared/messages';
import { APPLICATION_STATUSES, type ApplicationStatus, STATUS_LABELS } from '~/shared/forms';
import { type EventDecision, useDecideEventProposal } from '../api/decide-event-proposal';
import { type AdminApplication, useAdminApplications } from '../api/get-applications';
import { useAdminEventProposals } from '../api/get-event-proposals';
import { type InboxItem, type InboxKind, useInbox } from '../api/get-inbox';
import type { EventProposal } from '../api/get-partner-events';
import { useMarkHandled } from '../api/mark-handled';
import { eventStatusLabels } from '../partners-content';
import { ApplicationDecisionDialog } from './application-decision-dialog';
import { SubmittedData } from './submitted-data';

/** An instant as the page's language writes it, in the platform's time zone (the same on the server and in the browser). */
function When({ iso }: { iso: string }) {
  const { formatDateTime } = useDateFormats();
  return <time dateTime={iso}>{Number.isNaN(new Date(iso).getTime()) ? iso : formatDateTime(iso)}</time>;
}

const INBOX_TABS: Array<{ kind: InboxKind; label: MessageDescriptor; empty: MessageDescriptor }> = [
  { kind: 'contact', label: msg`Contact`, empty: msg`No contact messages yet.` },
  { kind: 'demo', label: msg`Demo requests`, empty: msg`No demo requests yet.` },
  { kind: 'speaker', label: msg`Speaker applications`, empty: msg`No speaker applications yet.` },
];

type Queue = 'applications' | InboxKind | 'proposals';

/** What a queue's loading, refusal and failure say, each a whole sentence. */
const LOAD_TEXTS: Record<Queue, { loading: MessageDescriptor; forbidden: MessageDescriptor; failed: MessageDescriptor }> = {
  applications: { loading: msg`Loading applications...`, forbidden: msg`Only admins can see applications.`, failed: msg`Failed to load applications.` },
  contact: { loading: msg`Loading contact messages...`, forbidden: msg`Only admins can see contact messages.`, failed: msg`Failed to load contact messages.` },
  demo: { loading: msg`Loading demo requests...`, forbidden: msg`Only admins can see demo requests.`, failed: msg`Failed to load demo requests.` },
  speaker: { loading: msg`Loading speaker applications...`, forbidden: msg`Only admins can see speaker applications.`, failed: msg`Failed to load speaker applications.` },
  proposals: { loading: msg`Loading event proposals...`, forbidden: msg`Only admins can see event proposals.`, failed: msg`Failed to load event proposals.` },
};

function LoadState({ query, what }: { query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown }; what: Queue }) {
  const texts = LOAD_TEXTS[what];
  if (query.isPending) {
    return (
      <p role="status" className="text-slate-700">
        <Message text={texts.loading} />
      </p>
    );
  }
  if (query.isError) {
    const forbidden = query.error instanceof ApiError && query.error.status === 403;
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p role="alert" className="text-red-700">
          <Message text={forbidden ? texts.forbidden : texts.failed} />
        </p>
        {!forbidden ? (
          <Button type="button" variant="outline" size="sm" onClick={() => query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        ) : null}
      </div>
    );
  }
  return null;
}

export function AdminQueues({ className }: { className?: string }) {
  return (
    <section aria-labelledby="admin-queues-heading" className={className}>
      <h2 id="admin-queues-heading" className="text-2xl font-semibold text-slate-900">
        <Trans>Applications and requests</Trans>
      </h2>
      <Tabs defaultValue="applications" className="mt-4">
        <TabsList className="h-auto flex-wrap justify-start">
          <TabsTrigger value="applications"><Trans>Applications</Trans></TabsTrigger>
          {INBOX_TABS.map((t) => (
            <TabsTrigger key={t.kind} value={t.kind}>
              <Message text={t.label} />
            </TabsTrigger>
          ))}
          <TabsTrigger value="events"><Trans>Event proposals</Trans></TabsTrigger>
        </TabsList>
        <TabsContent value="applications">
          <ApplicationsTab />
        </TabsContent>
        {INBOX_TABS.map((t) => (
          <TabsContent key={t.kind} value={t.kind}>
            <InboxTab kind={t.kind} empty={t.empty} />
          </TabsContent>
        ))}
        <TabsContent value="events">
          <EventProposalsTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}

const ALL = 'all';

function ApplicationsTab() {
  const show = useText();
  const [filter, setFilter] = useState<string>(ALL);
  // 'all' (or anything not a status) lists every status.
  const apps = useAdminApplications(APPLICATION_STATUSES.find((s) => s === filter) ?? '');
  return (
    <div className="grid gap-4">
      <div className="grid max-w-xs gap-2">
        <Label htmlFor="applications-status-filter"><Trans>Show</Trans></Label>
        <Select value={filter} onValueChange={setFilter}>
          <SelectTrigger id="applications-status-filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}><Trans>All applications</Trans></SelectItem>
            {APPLICATION_STATUSES.map((s) => (
              <SelectItem key={s} value={s}>
                <Message text={STATUS_LABELS[s]} />
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <LoadState query={apps} what="applications" />
      {apps.isSuccess ? (
        apps.data.length ? (
          <ul className="grid gap-4">
            {apps.data.map((a) => (
              <li key={a.id}>
                <ApplicationCard application={a} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">{filter === ALL ? <Trans>No applications yet.</Trans> : <Trans>No applications with status {show(STATUS_LABELS[filter as ApplicationStatus])}.</Trans>}</p>
        )
      ) : null}
    </div>
  );
}

function statusBadge(status: ApplicationStatus) {
  const variant = status === 'approved' ? 'default' : status === 'rejected' ? 'destructive' : status === 'applied' ? 'outline' : 'secondary';
  return <Badge variant={variant}>{STATUS_LABELS[status] ? <Message text={STATUS_LABELS[status]} /> : status}</Badge>;
}

function ApplicationCard({ application: a }: { application: AdminApplication }) {
  const { t } = useLingui();
  return (
    <Card className="p-5">
      <article className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="wrap-anywhere text-lg font-semibold text-slate-900">{a.name}</h3>
            <p className="wrap-anywhere text-sm text-slate-700">
              {a.kind === 'university' ? t`University` : t`College`} ·{' '}
              <a href={`mailto:${a.email}`} className="text-blue-700 underline underline-offset-4">
                {a.email}
              </a>{' '}
              · <When iso={a.created_at} />
            </p>
          </div>
          <div className="flex items-center gap-2">
            {statusBadge(a.status)}
            <ApplicationDecisionDialog application={a} />
          </div>
        </div>
        {a.note ? (
          <p className="text-sm text-slate-800">
            <span className="font-medium"><Trans>Latest note:</Trans> </span>
            <span className="whitespace-pre-wrap break-words">{a.note}</span>
          </p>
        ) : null}
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-blue-700"><Trans>Application details</Trans></summary>
          <div className="mt-2 grid gap-2">
            <SubmittedData data={a.data} />
            {a.logo_url ? (
              <p>
                <a href={a.logo_url} target="_blank" rel="noopener noreferrer" className="text-blue-700 underline underline-offset-4">
                  <Trans>View logo</Trans>
                </a>
              </p>
            ) : null}
          </div>
        </details>
      </article>
    </Card>
  );
}

function InboxTab({ kind, empty }: { kind: InboxKind; empty: MessageDescriptor }) {
  const items = useInbox(kind);
  return (
    <div className="grid gap-4">
      <LoadState query={items} what={kind} />
      {items.isSuccess ? (
        items.data.length ? (
          <ul className="grid gap-4">
            {items.data.map((item) => (
              <li key={item.id}>
                <InboxCard item={item} kind={kind} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700"><Message text={empty} /></p>
        )
      ) : null}
    </div>
  );
}

function InboxCard({ item, kind }: { item: InboxItem; kind: InboxKind }) {
  const { t } = useLingui();
  const mark = useMarkHandled();
  const handled = item.status === 'handled';
  async function onHandled() {
    try {
      await mark.mutateAsync({ kind, id: item.id });
      toast({ title: t`Marked as handled`, description: t`${item.name || item.email} is done.` });
    } catch (err) {
      toast({ title: toastTitles.error, description: err instanceof ApiError ? err.message : t`Failed to update the item`, variant: 'destructive' });
    }
  }
  return (
    <Card className="p-5">
      <article className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="wrap-anywhere text-lg font-semibold text-slate-900">{item.name || item.email}</h3>
            <p className="wrap-anywhere text-sm text-slate-700">
              <a href={`mailto:${item.email}`} className="text-blue-700 underline underline-offset-4">
                {item.email}
              </a>{' '}
              · <When iso={item.created_at} />
            </p>
          </div>
          <div className="flex items-center gap-2">
            <Badge variant={handled ? 'secondary' : 'default'}>{handled ? t`Handled` : t`New`}</Badge>
            {!handled ? (
              <Button type="button" size="sm" variant="outline" onClick={onHandled} disabled={mark.isPending}>
                <Check aria-hidden />
                <Trans>Mark handled</Trans><span className="sr-only">: {item.name || item.email}</span>
              </Button>
            ) : null}
          </div>
        </div>
        <SubmittedData data={item.data} skip={['email', 'firstName', 'lastName', 'name']} />
      </article>
    </Card>
  );
}

function EventProposalsTab() {
  const proposals = useAdminEventProposals();
  return (
    <div className="grid gap-4">
      <LoadState query={proposals} what="proposals" />
      {proposals.isSuccess ? (
        proposals.data.length ? (
          <ul className="grid gap-4">
            {proposals.data.map((p) => (
              <li key={p.id}>
                <ProposalCard proposal={p} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700"><Trans>No event proposals yet.</Trans></p>
        )
      ) : null}
    </div>
  );
}

function ProposalCard({ proposal: p }: { proposal: EventProposal }) {
  const { formatCalendarDate } = useDateFormats();
  const { i18n, t } = useLingui();
  const decide = useDecideEventProposal();
  const [acting, setActing] = useState<EventDecision | null>(null);
  async function act(decision: EventDecision) {
    setActing(decision);
    try {
      await decide.mutateAsync({ id: p.id, decision });
      const title = p.title;
      toast({
        title: decision === 'approve' ? t`Event approved` : t`Event rejected`,
        description: decision === 'approve' ? t`${title} is now a ChangeTalk.` : t`${title} was not approved.`,
      });
    } catch (err) {
      toast({ title: toastTitles.error, description: err instanceof ApiError ? err.message : t`Failed to save the decision`, variant: 'destructive' });
    } finally {
      setActing(null);
    }
  }
  const date = /^\d{4}-\d{2}-\d{2}$/.test(p.proposed_date) ? formatCalendarDate(p.proposed_date) : p.proposed_date;
  return (
    <Card className="p-5">
      <article className="grid gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="wrap-anywhere text-lg font-semibold text-slate-900">{p.title}</h3>
            <p className="text-sm text-slate-700">
              {p.institution_name ? `${p.institution_name} · ` : ''}
              <time dateTime={p.proposed_date}>{date}</time> · {p.speaker_name}
            </p>
          </div>
          <Badge variant={p.status === 'approved' ? 'default' : p.status === 'rejected' ? 'destructive' : 'secondary'}>{eventStatusLabels[p.status] ? i18n._(eventStatusLabels[p.status]) : p.status}</Badge>
        </div>
        {p.description ? <p className="whitespace-pre-wrap break-words text-sm text-slate-800">{p.description}</p> : null}
        {p.status === 'proposed' ? (
          <div className="flex gap-2">
            <Button type="button" size="sm" onClick={() => act('approve')} disabled={!!acting}>
              <Check aria-hidden />
              {acting === 'approve' ? t`Approving...` : t`Approve`}
              <span className="sr-only">: {p.title}</span>
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => act('reject')} disabled={!!acting}>
              <X aria-hidden />
              {acting === 'reject' ? t`Rejecting...` : t`Reject`}
              <span className="sr-only">: {p.title}</span>
            </Button>
          </div>
        ) : null}
      </article>
    </Card>
  );
}
