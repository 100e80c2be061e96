/**
 * A certificate card: title, issue date and status. Completed → Download and Verify; In Progress → a
 * disabled button (plus the progress so far and a way back to the course). Samples carry a 'Sample' badge and
 * inert buttons.
 */
import { Trans } from '@lingui/react/macro';
import { Award, CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '~/client/components/ui/badge';
import { Button } from '~/client/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '~/client/components/ui/card';
import { learningMessages } from '~/shared/learning';
import { ToneBadge } from './course-meta';
import { Message } from '~/client/lib/i18n';

export function CertificateCard({
  title,
  titleLang,
  status,
  issued,
  sample = false,
  details,
  actions,
}: {
  title: string;
  /** The language the course's title is in, when it is not the page's (`useContentLang`). */
  titleLang?: string;
  status: 'Completed' | 'In Progress';
  /** The issue date as displayed, or null while in progress. */
  issued: string | null;
  sample?: boolean;
  details?: ReactNode;
  actions: ReactNode;
}) {
  const completed = status === 'Completed';
  return (
    <Card className="flex w-full flex-col" data-testid="certificate-card" data-status={status}>
      <CardHeader className="gap-3">
        <div className="flex items-center gap-2">
          <Award className={completed ? 'h-8 w-8 text-amber-600' : 'h-8 w-8 text-slate-500'} aria-hidden />
          <ToneBadge className={completed ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'}>
            <Message text={completed ? learningMessages.completed : learningMessages.inProgress} />
          </ToneBadge>
          {sample ? <Badge variant="outline"><Trans>Sample</Trans></Badge> : null}
        </div>
        <CardTitle asChild>
          <h2 className="text-xl" lang={titleLang}>
            {title}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm text-slate-700">
        <p className="flex items-center gap-2">
          <CalendarDays className="h-4 w-4 shrink-0" aria-hidden />
          {issued ? <span><Trans>Issued {issued}</Trans></span> : <span><Trans>Not issued yet</Trans></span>}
        </p>
        {details}
      </CardContent>
      <CardFooter className="mt-auto flex-wrap gap-3">{actions}</CardFooter>
    </Card>
  );
}

/** The disabled button of an in-progress certificate. */
export function PendingCertificateButton({ title }: { title: string }) {
  return (
    <Button disabled variant="outline">
      <Message text={learningMessages.inProgress} />
      <span className="sr-only"><Trans>: the certificate for {title} is issued when every lesson is complete</Trans></span>
    </Button>
  );
}
