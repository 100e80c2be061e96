/** The author's initial in a circle (decorative: the name is always written next to it). */
import { cn } from '~/client/components/ui/cn';
import { authorInitial } from '../community.format';

export function AuthorAvatar({ name, className }: { name: string | null | undefined; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-blue-100 text-base font-semibold text-blue-800', className)}
    >
      {authorInitial(name)}
    </span>
  );
}
