/** A mentor's photo, or their initials on a coloured disc when there is none. Decorative: the name is beside it. */
import { cn } from '~/client/components/ui/cn';
import { initials } from '../mentors.format';

export function MentorAvatar({ name, src, size = 'md' }: { name: string; src: string | null; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'h-24 w-24 text-2xl' : 'h-14 w-14 text-lg';
  if (src) return <img src={src} alt="" width={96} height={96} loading="lazy" decoding="async" className={cn(box, 'shrink-0 rounded-full bg-slate-100 object-cover')} />;
  return (
    <span aria-hidden className={cn(box, 'flex shrink-0 items-center justify-center rounded-full bg-blue-100 font-semibold text-blue-900')}>
      {initials(name)}
    </span>
  );
}
