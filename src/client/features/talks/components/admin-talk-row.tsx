/**
 * One talk in the admin list: title, event_type badge, 'Featured' badge, speaker and role,
 * date/time/location, description, registrations, views, rating out of 5, and Edit, Registrants and Delete
 * (confirmed with 'Are you sure you want to delete this changetalk?'). Until the scripts run (or without them)
 * Delete opens in place (`<details>`) with the same question and a form posted to the dashboard's action
 * (features/admin/admin-actions.ts).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { ConfirmDialog } from '~/client/components/confirm-dialog';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { toast } from '~/client/components/ui/use-toast';
import { useHydrated } from '~/client/lib/use-hydrated';
import { toastTitles } from '~/shared/messages';
import type { Talk } from '~/shared/talk-api';
import { type EventType, talkMessages } from '~/shared/talks';
import { useDeleteTalk } from '../api/delete-talk';
import { formatTalkWhen, usePlatformTimeZone } from '../talks.format';
import { RegistrantsDialog } from './registrants-dialog';
import { Message, useLocale } from '~/client/lib/i18n';

const typeBadge: Record<EventType, 'default' | 'secondary' | 'destructive'> = { upcoming: 'default', past: 'secondary', cancelled: 'destructive' };

export function AdminTalkRow({ talk, onEdit }: { talk: Talk; onEdit: (talk: Talk) => void }) {
  const locale = useLocale();
  const { t } = useLingui();
  const timeZone = usePlatformTimeZone();
  const remove = useDeleteTalk();
  const hydrated = useHydrated();
  const when = formatTalkWhen(talk.event_date, { timeZone, locale });

  function onDelete() {
    remove.mutate(talk.id, {
      onSuccess: () => toast({ title: toastTitles.success, description: talkMessages.adminDeleted }),
      onError: () => toast({ title: toastTitles.error, description: talkMessages.adminDeleteFailed, variant: 'destructive' }),
    });
  }

  return (
    <Card data-testid="admin-talk" data-talk-id={talk.id}>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <CardTitle>{talk.title}</CardTitle>
              <Badge variant={typeBadge[talk.event_type]}>{talk.event_type}</Badge>
              {talk.is_featured ? <Badge variant="outline"><Trans>Featured</Trans></Badge> : null}
            </div>
            <p className="text-sm text-slate-700">
              {talk.speaker_name}
              {talk.speaker_role ? ` · ${talk.speaker_role}` : ''}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" asChild>
              <Link
                to={`?talk=${talk.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  onEdit(talk);
                }}
              >
                <Pencil aria-hidden />
                <Trans>Edit<span className="sr-only"> {talk.title}</span></Trans>
              </Link>
            </Button>
            <RegistrantsDialog talk={talk} />
            {hydrated ? (
              <ConfirmDialog
                trigger={
                  <Button variant="destructive" size="sm" disabled={remove.isPending}>
                    <Trash2 aria-hidden />
                    <Trans>Delete<span className="sr-only"> {talk.title}</span></Trans>
                  </Button>
                }
                title=<Message text={talkMessages.deleteConfirm} />
                description={t`“${talk.title}” and its registrations will be removed. This cannot be undone.`}
                onConfirm={onDelete}
              />
            ) : (
              <details className="basis-full">
                <summary className="inline-flex h-9 cursor-pointer list-none items-center gap-2 rounded-md bg-red-700 px-3 text-sm font-medium text-white">
                  <Trash2 className="size-4" aria-hidden />
                  <Trans>Delete<span className="sr-only"> {talk.title}</span></Trans>
                </summary>
                <form method="post" className="mt-2 grid gap-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm">
                  <input type="hidden" name="intent" value="delete-talk" />
                  <input type="hidden" name="talkId" value={talk.id} />
                  <p className="font-semibold"><Message text={talkMessages.deleteConfirm} /></p>
                  <p><Trans>“{talk.title}” and its registrations will be removed. This cannot be undone.</Trans></p>
                  <Button type="submit" variant="destructive" size="sm" className="justify-self-start">
                    <Trans>Delete</Trans>
                  </Button>
                </form>
              </details>
            )}
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm text-slate-700">
        <p>
          <time dateTime={talk.event_date}>
            {when.date}, {when.time}
          </time>
          {talk.location ? ` · ${talk.location}` : ''}
        </p>
        {talk.description ? <p className="line-clamp-3">{talk.description}</p> : null}
        <dl className="flex flex-wrap gap-x-6 gap-y-1">
          <div className="flex gap-1">
            <dt><Trans>Registrations:</Trans></dt>
            <dd className="font-medium text-slate-900">
              {talk.registrations_count}
              {talk.capacity != null ? ` / ${talk.capacity}` : ''}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt><Trans>Views:</Trans></dt>
            <dd className="font-medium text-slate-900">{talk.views_count}</dd>
          </div>
          <div className="flex gap-1">
            <dt><Trans>Rating:</Trans></dt>
            <dd className="font-medium text-slate-900">{talk.rating != null ? `${talk.rating.toFixed(1)} / 5` : t`Not rated`}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
