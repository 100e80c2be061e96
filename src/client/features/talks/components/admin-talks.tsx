/**
 * The ChangeTalks part of the admin portal: stat cards (Total ChangeTalks, Upcoming Events, Total
 * Registrations = the sum of registrations_count), 'Add New ChangeTalk', the list by event_date descending, and the
 * empty state. The API refuses non-admins regardless of what this shows. 'Add New ChangeTalk' and 'Edit' open the
 * form in a dialog; before the scripts run they are links (`?talk=new`, `?talk=<id>`) that show it inline, posted
 * to the dashboard's action, which comes back with `?talk-saved=created|updated` or the refused form.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useActionData, useNavigate, useSearchParams } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardHeader } from '~/client/components/ui/card';
import { toast } from '~/client/components/ui/use-toast';
import { toastTitles } from '~/shared/messages';
import type { Talk } from '~/shared/talk-api';
import { talkMessages } from '~/shared/talks';
import { useAdminTalks } from '../api/get-admin-talks';
import type { TalkFormRefusal } from '~/shared/talk-input';
import { type PageOutcome, fieldErrorsOf, sentValues } from '~/client/lib/page-outcome';
import { useHydrated } from '~/client/lib/use-hydrated';
import { AdminTalkRow } from './admin-talk-row';
import { TalkForm, TalkFormDialog } from './talk-form-dialog';
import { Message } from '~/client/lib/i18n';

/** A talk form the dashboard's action refused: what was sent, which talk, and the fields' messages, to show again. */
function talkFormRefusalOf(outcome: PageOutcome | undefined): TalkFormRefusal | undefined {
  if (!outcome || outcome.ok || outcome.intent !== 'save-talk') return undefined;
  const values = sentValues(outcome);
  return { talkId: values.id || null, values, fieldErrors: fieldErrorsOf(outcome) };
}

export function AdminTalks({ enabled }: { enabled: boolean }) {
  const { t } = useLingui();
  const talks = useAdminTalks(enabled);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Talk | null>(null);
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const refused = talkFormRefusalOf(useActionData() as PageOutcome | undefined);
  const saved = params.get('talk-saved');
  const requested = refused ? (refused.talkId ?? 'new') : params.get('talk');
  const navigate = useNavigate();
  function closeInline() {
    const next = new URLSearchParams(params);
    next.delete('talk');
    navigate({ search: next.size ? `?${next}` : '' }, { replace: true, preventScrollReset: true });
  }

  useEffect(() => {
    if (talks.isError) toast({ title: toastTitles.error, description: talkMessages.adminFetchFailed, variant: 'destructive' });
  }, [talks.isError]);

  const list = talks.data ?? [];
  const stats = [
    { label: t`Total ChangeTalks`, value: list.length },
    { label: t`Upcoming Events`, value: list.filter((talk) => talk.event_type === 'upcoming').length },
    { label: t`Total Registrations`, value: list.reduce((sum, talk) => sum + talk.registrations_count, 0) },
  ];

  function openForm(talk: Talk | null) {
    setEditing(talk);
    setFormOpen(true);
  }

  return (
    <section aria-labelledby="talks-heading">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="talks-heading" className="text-lg font-semibold">
          <Trans>ChangeTalks</Trans>
        </h2>
        <Button asChild>
          <Link
            to="?talk=new"
            onClick={(event) => {
              event.preventDefault();
              openForm(null);
            }}
          >
            <Plus aria-hidden />
            <Trans>Add New ChangeTalk</Trans>
          </Link>
        </Button>
      </div>
      {saved === 'created' || saved === 'updated' ? (
        <p role="status" className="mt-4 rounded-md border border-green-300 bg-green-50 p-3 text-sm">
          <Message text={saved === 'created' ? talkMessages.adminCreated : talkMessages.adminUpdated} />
        </p>
      ) : null}
      {/* Before the scripts run, and after them when the address asks for the form (it used to vanish at
          hydration, Upload and all), the form is in the page; once saved or cancelled with scripts, the address drops it. */}
      {!hydrated || requested ? <InlineTalkForm talks={list} requested={requested} refused={refused} onDone={closeInline} /> : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {stats.map((s) => (
          <Card key={s.label}>
            <CardHeader>
              <h3 className="text-sm font-medium text-slate-700">{s.label}</h3>
            </CardHeader>
            <CardContent>
              <p className="text-3xl font-bold" data-testid={`stat-${s.label}`}>
                {talks.isSuccess ? s.value : '—'}
              </p>
            </CardContent>
          </Card>
        ))}
      </div>
      <div className="mt-6">
        {talks.isPending ? (
          <p role="status" className="text-slate-700">
            <Message text={talkMessages.loading} />
          </p>
        ) : talks.isError ? (
          <p role="alert" className="text-red-700">
            <Message text={talkMessages.adminFetchFailed} />
          </p>
        ) : list.length ? (
          <ul className="grid gap-4">
            {list.map((talk) => (
              <li key={talk.id}>
                <AdminTalkRow talk={talk} onEdit={openForm} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <p className="text-lg font-semibold text-slate-900"><Message text={talkMessages.emptyTitle} /></p>
            <p className="mt-1 text-slate-700"><Message text={talkMessages.emptyText} /></p>
          </div>
        )}
      </div>
      <TalkFormDialog open={formOpen} onOpenChange={setFormOpen} talk={editing} />
    </section>
  );
}

/** The talk form shown in the page before the scripts run (`?talk=new`, `?talk=<id>`, or a refused post). */
function InlineTalkForm({ talks, requested, refused, onDone }: { talks: Talk[]; requested: string | null; refused: TalkFormRefusal | undefined; onDone: () => void }) {
  const { t } = useLingui();
  if (!requested) return null;
  const talk = requested === 'new' ? null : (talks.find((t) => t.id === requested) ?? null);
  if (requested !== 'new' && !talk) return null;
  return (
    <section aria-labelledby="inline-talk-form-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-6">
      <h3 id="inline-talk-form-heading" className="mb-4 text-lg font-semibold">
        {talk ? t`Edit ChangeTalk` : t`Add New ChangeTalk`}
      </h3>
      <TalkForm talk={talk} refused={refused} onDone={onDone} />
    </section>
  );
}
