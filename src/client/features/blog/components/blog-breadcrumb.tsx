/** Breadcrumb trail above blog pages: Blog › … › the current page. */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { paths } from '~/shared/paths';
import { blogTexts } from '../blog-content';

export function BlogBreadcrumb({ trail, current }: { trail?: Array<{ label: string | MessageDescriptor; to: string }>; current: string }) {
  const { i18n } = useLingui();
  const items = [{ label: blogTexts.blog, to: paths.blog }, ...(trail ?? [])];
  return (
    <nav aria-label={i18n._(blogTexts.breadcrumb)} className="text-sm text-slate-700">
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item) => (
          <Fragment key={item.to}>
            <li>
              <Link to={item.to} className="text-blue-800 hover:underline">
                {typeof item.label === 'string' ? item.label : i18n._(item.label)}
              </Link>
            </li>
            <li aria-hidden>
              <ChevronRight className="h-4 w-4 text-slate-500" />
            </li>
          </Fragment>
        ))}
        <li aria-current="page" className="truncate font-medium text-slate-900">
          {current}
        </li>
      </ol>
    </nav>
  );
}
