/** The small blue square holding a card's or a heading's icon (landing, about, toolkit hub, forms pages). */
import type { LucideIcon } from 'lucide-react';
import { cn } from './cn';

export function IconBadge({ icon: Icon, className }: { icon: LucideIcon; className?: string }) {
  return (
    <span className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700', className)}>
      <Icon className="h-5 w-5" aria-hidden />
    </span>
  );
}
