/**
 * One course in the list: level badge, rating, title, description, duration, student count and
 * topics, linking to the course's page; an enrolled viewer sees their progress and 'Continue'.
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonVariants } from '~/client/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '~/client/components/ui/card';
import { type Course, learningMessages } from '~/shared/learning';
import { CourseFacts, LevelBadge, Rating, TopicList } from './course-meta';
import { ProgressBar } from './progress-bar';
import { Message, useContentLang } from '~/client/lib/i18n';

export function CourseCard({ course, href }: { course: Course; href: string }) {
  const { t } = useLingui();
  const langOf = useContentLang();
  const courseTitle = course.title;
  const done = course.completed_lessons ?? 0;
  const finished = course.enrolled && course.lessons_count > 0 && done >= course.lessons_count;
  return (
    <Card className="flex w-full flex-col" data-testid="course-card" data-course-slug={course.slug}>
      <CardHeader className="gap-3">
        <div className="flex items-center justify-between gap-2">
          <LevelBadge level={course.level} />
          <Rating value={course.rating} />
        </div>
        <CardTitle asChild>
          <h2 className="text-xl" lang={langOf(course.lang)}>
            <Link to={href} className="hover:underline">
              {course.title}
            </Link>
          </h2>
        </CardTitle>
        <CardDescription className="text-base" lang={langOf(course.lang)}>
          {course.description}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <CourseFacts course={course} />
        <TopicList topics={course.topics} label={t`Topics of ${courseTitle}`} lang={langOf(course.lang)} />
        {course.enrolled ? <ProgressBar done={done} total={course.lessons_count} label={t`Progress in ${courseTitle}`} /> : null}
      </CardContent>
      <CardFooter className="mt-auto">
        <Link to={href} className={buttonVariants({ variant: course.enrolled ? 'outline' : 'default', className: 'w-full' })}>
          <Message text={finished ? t`Review course` : course.enrolled ? learningMessages.continue : learningMessages.enroll} />
          <span className="sr-only">
            : <span lang={langOf(course.lang)}>{course.title}</span>
          </span>
        </Link>
      </CardFooter>
    </Card>
  );
}
