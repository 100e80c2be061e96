/** Shown for a blog address with no article, category or tag behind it (the 404 page's texts, spec §2.12). */
import { Link } from 'react-router';
import { NotFoundPanel } from '~/client/components/layout/not-found-content';
import { buttonVariants } from '~/client/components/ui/button';
import { notFoundMessages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { blogTexts } from '../blog-content';

export function BlogNotFound() {
  return (
    <NotFoundPanel text={blogTexts.notFoundText}>
      <Link to={paths.blog} className={buttonVariants()}>
        {blogTexts.backToBlog}
      </Link>
      <Link to={paths.home} className={buttonVariants({ variant: 'outline' })}>
        {notFoundMessages.link}
      </Link>
    </NotFoundPanel>
  );
}
