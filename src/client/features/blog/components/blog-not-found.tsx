/** Shown for a blog address with no article, category or tag behind it (the 404 page's texts). */
import { Link, isRouteErrorResponse } from 'react-router';
import { ErrorContent } from '~/client/components/layout/error-content';
import { useLingui } from '@lingui/react/macro';
import { NotFoundPanel, notFoundMessages } from '~/client/components/layout/not-found-content';
import { buttonVariants } from '~/client/components/ui/button';
import { paths } from '~/shared/paths';
import { blogTexts } from '../blog-content';

export function BlogNotFound() {
  const { i18n } = useLingui();
  return (
    <NotFoundPanel text={i18n._(blogTexts.notFoundText)}>
      <Link to={paths.blog} className={buttonVariants()}>
        {i18n._(blogTexts.backToBlog)}
      </Link>
      <Link to={paths.home} className={buttonVariants({ variant: 'outline' })}>
        {i18n._(notFoundMessages.link)}
      </Link>
    </NotFoundPanel>
  );
}

/**
 * The error boundary of the blog's routes (post, category, tag): the blog's not-found panel for a 404 (an address with
 * nothing behind it), the site's error message with the request id for anything else, so a failure is not
 * passed off as a missing article.
 * @param props.error what the route threw (a 404 route error response, or any other error)
 */
export function BlogErrorBoundary({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <BlogNotFound />;
  return <ErrorContent />;
}
