/** Shown for a blog address with no article, category or tag behind it (the 404 page's texts, spec §2.12). */
import { Link } from 'react-router';
import { buttonVariants } from '~/client/components/ui/button';
import { notFoundMessages } from '~/shared/messages';
import { paths } from '~/shared/paths';
import { blogTexts } from '../blog-content';

export function BlogNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-blue-700" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{notFoundMessages.title}</h1>
      <p className="mt-3 text-lg text-slate-700">{blogTexts.notFoundText}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.blog} className={buttonVariants()}>
          {blogTexts.backToBlog}
        </Link>
        <Link to={paths.home} className={buttonVariants({ variant: 'outline' })}>
          {notFoundMessages.link}
        </Link>
      </div>
    </div>
  );
}
