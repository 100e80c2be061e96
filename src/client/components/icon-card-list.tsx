/**
 * A row of cards, each an icon, a title and a line of text, with an optional action under them: the benefit and
 * channel cards of the demo, contact, partner and university pages. One column on a phone, three from `md`.
 */
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '~/client/components/ui/card';
import { cn } from '~/client/components/ui/cn';
import { IconBadge } from '~/client/components/ui/icon-badge';

export interface IconCardItem {
  key: string;
  icon: LucideIcon;
  title: MessageDescriptor;
  text: MessageDescriptor;
  /** Shown under the text (a button or link). */
  action?: ReactNode;
}

export function IconCardList({ items, className }: { items: readonly IconCardItem[]; className?: string }) {
  const { i18n } = useLingui();
  return (
    <ul className={cn('grid gap-4 md:grid-cols-3', className)}>
      {items.map((item) => (
        <li key={item.key}>
          <Card className="h-full">
            <CardHeader>
              <IconBadge icon={item.icon} />
              <CardTitle>{i18n._(item.title)}</CardTitle>
              <CardDescription>{i18n._(item.text)}</CardDescription>
            </CardHeader>
            {item.action ? <CardContent>{item.action}</CardContent> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
