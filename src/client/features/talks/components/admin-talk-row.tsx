/**
 * One talk in the admin list (spec §2.10): title, event_type badge, 'Featured' badge, speaker and role,
 * date/time/location, description, registrations, views, rating out of 5, and Edit, Registrants and Delete
 * (confirmed with 'Are you sure you want to delete this changetalk?').
 */
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '~/client/components/ui/alert-dialog';
import { Card, CardContent, CardHeader, CardTitle } from '~/client/components/ui/card';
import { toast } from '~/client/components/ui/use-toast';
import { toastTitles } from '~/shared/messages';
import { type EventType, type Talk, talkMessages } from '~/shared/talks';
import { useDeleteTalk } from '../api/delete-talk';
import { formatTalkWhen, usePlatformTimeZone } from '../talks.format';
import { RegistrantsDialog } from './registrants-dialog';

const typeBadge: Record<EventType, 'default' | 'secondary' | 'destructive'> = { upcoming: 'default', past: 'secondary', cancelled: 'destructive' };

export function AdminTalkRow({ talk, onEdit }: { talk: Talk; onEdit: (talk: Talk) => void }) {
  const timeZone = usePlatformTimeZone();
  const remove = useDeleteTalk();
  const when = formatTalkWhen(talk.event_date, { timeZone });

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
              {talk.is_featured ? <Badge variant="outline">Featured</Badge> : null}
            </div>
            <p className="text-sm text-slate-700">
              {talk.speaker_name}
              {talk.speaker_role ? ` · ${talk.speaker_role}` : ''}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => onEdit(talk)}>
              <Pencil aria-hidden />
              Edit<span className="sr-only"> {talk.title}</span>
            </Button>
            <RegistrantsDialog talk={talk} />
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button variant="destructive" size="sm" disabled={remove.isPending}>
                  <Trash2 aria-hidden />
                  Delete<span className="sr-only"> {talk.title}</span>
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>{talkMessages.deleteConfirm}</AlertDialogTitle>
                  <AlertDialogDescription>
                    “{talk.title}” and its registrations will be removed. This cannot be undone.
                  </AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>Cancel</AlertDialogCancel>
                  <AlertDialogAction variant="destructive" onClick={onDelete}>
                    Delete
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
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
            <dt>Registrations:</dt>
            <dd className="font-medium text-slate-900">
              {talk.registrations_count}
              {talk.capacity != null ? ` / ${talk.capacity}` : ''}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>Views:</dt>
            <dd className="font-medium text-slate-900">{talk.views_count}</dd>
          </div>
          <div className="flex gap-1">
            <dt>Rating:</dt>
            <dd className="font-medium text-slate-900">{talk.rating != null ? `${talk.rating.toFixed(1)} / 5` : 'Not rated'}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
