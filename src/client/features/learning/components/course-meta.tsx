/** The facts shown for a course on its card and its page: level badge, rating, duration, students. */
import { Plural, Trans } from '@lingui/react/macro';
import { Clock, Star, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '~/client/components/ui/badge';
import { cn } from '~/client/components/ui/cn';
import type { Course } from '~/shared/learning';
import { formatCount } from '../learning.format';
import { Message } from '~/client/lib/i18n';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

const levelClasses: Record<Course['level'], string> = {
  Beginner: 'bg-emerald-100 text-emerald-900',
  Intermediate: 'bg-amber-100 text-amber-900',
  Advanced: 'bg-violet-100 text-violet-900',
};

/**
 * A badge in one of the learning pages' own colours. (<Badge> cannot be recoloured through className: cn() does
 * not merge conflicting Tailwind utilities, so its variant's colours would win.)
 */
export function ToneBadge({ className, children }: { className: string; children: ReactNode }) {
  return <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold', className)}>{children}</span>;
}

/** A level's name in the page's language (the stored value is the English one). */
const levelNames: Record<Course['level'], MessageDescriptor> = {
  Beginner: msg`Beginner`,
  Intermediate: msg`Intermediate`,
  Advanced: msg`Advanced`,
};

export function LevelBadge({ level }: { level: Course['level'] }) {
  return (
    <ToneBadge className={levelClasses[level]}>
      <Message text={levelNames[level]} />
    </ToneBadge>
  );
}

/** The course's rating out of 5, or a "New" badge for a course too new to have ratings. */
export function Rating({ value, className }: { value: number | null; className?: string }) {
  if (value === null) return <ToneBadge className={cn('bg-sky-100 text-sky-900', className)}><Trans>New</Trans></ToneBadge>;
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm font-medium text-slate-800', className)}>
      <Star className="h-4 w-4 fill-amber-400 text-amber-500" aria-hidden />
      <span aria-hidden>{value.toFixed(1)}</span>
      <span className="sr-only"><Trans>Rated {value.toFixed(1)} out of 5</Trans></span>
    </span>
  );
}

/**
 * A course's length from its lessons' minutes, in the page's language: to the nearest half hour from an hour up
 * ("2.5 hours", "2.5 घंटे"), else in minutes ("45 minutes").
 */
export function CourseDuration({ minutes }: { minutes: number }) {
  if (minutes < 60) return <Plural value={minutes} one="# minute" other="# minutes" />;
  const hours = Math.round(minutes / 30) / 2;
  return <Plural value={hours} one="# hour" other="# hours" />;
}

export function CourseFacts({ course }: { course: Course }) {
  return (
    <ul className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
      <li className="flex items-center gap-1.5">
        <Clock className="h-4 w-4" aria-hidden />
        <CourseDuration minutes={course.duration_minutes} />
      </li>
      <li className="flex items-center gap-1.5">
        <Users className="h-4 w-4" aria-hidden />
        <Trans>{formatCount(course.students)} students</Trans>
      </li>
      <li>
        <Plural value={course.lessons_count} one="# lesson" other="# lessons" />
      </li>
    </ul>
  );
}

/** A course's topics as badges; `lang` when they are in another language than the page's. */
export function TopicList({ topics, label, lang }: { topics: string[]; label: string; lang?: string }) {
  if (!topics.length) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2" lang={lang}>
      {topics.map((t) => (
        <li key={t}>
          <Badge variant="secondary">{t}</Badge>
        </li>
      ))}
    </ul>
  );
}
