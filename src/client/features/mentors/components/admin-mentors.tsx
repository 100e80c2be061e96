/**
 * Mentor management in the admin portal: the list of mentors (name, title, company, industry, e-mail,
 * time zone, featured/inactive, weekly availability), 'Add Mentor' and 'Edit' (a dialog with availability rows) and
 * 'Delete' (after confirmation). The API refuses non-admins regardless of what this shows. The list comes with the
 * page; the buttons need scripts (dialogs calling the admin API), so until they run there are none, and a note says so
 * (they did nothing without scripts).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '~/client/components/confirm-dialog';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent } from '~/client/components/ui/card';
import { toast } from '~/client/components/ui/use-toast';
import { useHydrated } from '~/client/lib/use-hydrated';
import { toastTitles } from '~/shared/messages';
import { useDeleteMentor } from '../api/delete-mentor';
import { type AdminMentor, type AvailabilityRow, useAdminMentors } from '../api/get-admin-mentors';
import { MentorFormDialog } from './mentor-form-dialog';
import { useDateFormats } from '~/client/lib/i18n';
import type { DateFormats } from '~/shared/date-format';

/** 'Mon 09:00–12:00, Wed 14:00–17:00', in weekday order, the days named in the page's language; '' when there is none. */
function availabilitySummary(rows: AvailabilityRow[], weekdayName: DateFormats['weekdayName']): string {
  return [...rows]
    .sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start))
    .map((r) => `${weekdayName(r.weekday, 'short')} ${r.start}–${r.end}`)
    .join(', ');
}

export function AdminMentors({ enabled = true }: { enabled?: boolean }) {
  const { t } = useLingui();
  const { weekdayName } = useDateFormats();
  const mentors = useAdminMentors(enabled);
  const remove = useDeleteMentor();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<AdminMentor | null>(null);
  const [deleting, setDeleting] = useState<AdminMentor | null>(null);
  const hydrated = useHydrated();
  const deletingName = deleting?.name ?? '';

  function openForm(mentor: AdminMentor | null) {
    setEditing(mentor);
    setFormOpen(true);
  }

  function onDelete(mentor: AdminMentor) {
    const mentorName = mentor.name;
    remove.mutate(mentor.id, {
      onSuccess: () => toast({ title: toastTitles.success, description: t`${mentorName} was removed.` }),
      onError: (error) => toast({ title: toastTitles.error, description: error.message || t`Failed to delete mentor`, variant: 'destructive' }),
    });
  }

  return (
    <section aria-labelledby="admin-mentors-heading" data-testid="admin-mentors">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="admin-mentors-heading" className="text-lg font-semibold">
          <Trans>Mentors</Trans>
        </h2>
        {hydrated ? (
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden />
            <Trans>Add Mentor</Trans>
          </Button>
        ) : null}
      </div>
      {hydrated ? null : <p className="mt-2 text-sm text-slate-700"><Trans>Adding, editing and deleting mentors needs JavaScript.</Trans></p>}
      {mentors.isError ? (
        <p role="alert" className="mt-4 text-slate-700">
          <Trans>The mentors could not be loaded.</Trans>
        </p>
      ) : !mentors.data ? (
        <p role="status" className="mt-4 text-slate-700">
          <Trans>Loading mentors...</Trans>
        </p>
      ) : mentors.data.length === 0 ? (
        <p className="mt-4 text-slate-700"><Trans>No mentors yet. Add the first one.</Trans></p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {mentors.data.map((m) => (
            <li key={m.id}>
              <Card data-testid="admin-mentor-row">
                <CardContent className="flex flex-col gap-3 pt-6 sm:flex-row sm:items-start sm:justify-between">
                  <div className="grid min-w-0 gap-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="font-semibold text-slate-900">{m.name}</h3>
                      <Badge variant="outline">{m.industry}</Badge>
                      {m.is_featured ? <Badge><Trans>Featured</Trans></Badge> : null}
                      {!m.active ? <Badge variant="secondary"><Trans>Inactive</Trans></Badge> : null}
                    </div>
                    <p className="text-sm text-slate-700">
                      {m.title}
                      {m.company ? `, ${m.company}` : ''}
                      {m.location ? ` · ${m.location}` : ''}
                    </p>
                    <p className="break-all text-sm text-slate-700">
                      {m.email} · {m.time_zone}
                    </p>
                    <p className="text-sm text-slate-700">{m.availability.length ? availabilitySummary(m.availability, weekdayName) : t`No weekly availability`}</p>
                  </div>
                  {hydrated ? (
                    <div className="flex shrink-0 gap-2">
                      <Button variant="outline" size="sm" onClick={() => openForm(m)}>
                        <Pencil aria-hidden />
                        <Trans>Edit<span className="sr-only"> {m.name}</span></Trans>
                      </Button>
                      <Button variant="ghost" size="sm" className="text-red-700 hover:text-red-800" onClick={() => setDeleting(m)} disabled={remove.isPending && remove.variables === m.id}>
                        <Trash2 aria-hidden />
                        <Trans>Delete<span className="sr-only"> {m.name}</span></Trans>
                      </Button>
                    </div>
                  ) : null}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <MentorFormDialog open={formOpen} onOpenChange={setFormOpen} mentor={editing} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? t`Delete ${deletingName}?` : t`Delete this mentor?`}
        description={t`The mentor leaves the directory and can no longer be booked. This cannot be undone.`}
        onConfirm={() => deleting && onDelete(deleting)}
      />
    </section>
  );
}
