/** The registrant list of one talk for the admin (seated first, then the waitlist), with its CSV download. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Users } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonVariants } from '~/client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '~/client/components/ui/dialog';
import type { Talk } from '~/shared/talk-api';
import { registrantsCsvUrl, useRegistrants } from '../api/get-registrants';
import { useDateFormats } from '~/client/lib/i18n';


export function RegistrantsDialog({ talk }: { talk: Talk }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Users aria-hidden />
          <Trans>Registrants<span className="sr-only"> of {talk.title}</span></Trans>
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle><Trans>Registrants</Trans></DialogTitle>
          <DialogDescription>{talk.title}</DialogDescription>
        </DialogHeader>
        {open ? <RegistrantList talkId={talk.id} /> : null}
        <div>
          <a href={registrantsCsvUrl(talk.id)} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <Download aria-hidden />
            <Trans>Download CSV</Trans>
          </a>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function RegistrantList({ talkId }: { talkId: string }) {
  const { formatDateTime } = useDateFormats();
  const { t } = useLingui();
  const registrants = useRegistrants(talkId, true);
  if (registrants.isPending) {
    return (
      <p role="status" className="text-sm text-slate-700">
        <Trans>Loading registrants...</Trans>
      </p>
    );
  }
  if (registrants.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {registrants.error.message}
      </p>
    );
  }
  if (!registrants.data.length) return <p className="text-sm text-slate-700"><Trans>Nobody has registered yet.</Trans></p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only"><Trans>People registered for this talk</Trans></caption>
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              <Trans>Name</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              <Trans>E-mail</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              <Trans>Status</Trans>
            </th>
            <th scope="col" className="py-2 font-medium">
              <Trans>Registered</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {registrants.data.map((r) => (
            <tr key={r.email} className="border-b border-slate-100">
              <td className="py-2 pr-3">{r.name}</td>
              <td className="py-2 pr-3">{r.email}</td>
              <td className="py-2 pr-3">{r.status === 'waitlisted' ? t`Waitlisted` : t`Registered`}</td>
              <td className="py-2">{formatDateTime(r.registered_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
