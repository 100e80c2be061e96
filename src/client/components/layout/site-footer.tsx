/**
 * The shared footer: brand and social links, the footer link columns, the newsletter box and
 * the 'All systems operational' status line. Link data lives in ~/client/config/navigation.
 */
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { footerGroups, socialLinks } from '~/client/config/navigation';
import { paths } from '~/shared/paths';
import { NewsletterForm } from './newsletter-form';
import { SocialIcon } from './social-icons';

export const systemStatusText = msg`All systems operational`;

export function SiteFooter() {
  const { i18n, t } = useLingui();
  return (
    <footer className="border-t border-slate-200 bg-slate-50 text-slate-700">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_2fr_1.2fr] lg:px-8">
        <div>
          <Link to={paths.home} className="inline-flex items-center gap-2 rounded-md text-lg font-bold text-slate-900">
            <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-blue-700 text-white">
              <Compass className="h-5 w-5" aria-hidden />
            </span>
            <Trans>ChangePath</Trans>
          </Link>
          <p className="mt-3 max-w-xs text-sm">
            <Trans>
              Career guidance, AI career tools, courses, mentorship and an entrepreneurship toolkit for students,
              professionals and career changers.
            </Trans>
          </p>
          <ul className="mt-4 flex gap-2">
            {socialLinks.map((s) => (
              <li key={s.network}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={i18n._(s.label)}
                  className="flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-200 hover:text-blue-700"
                >
                  <SocialIcon network={s.network} className="h-5 w-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label={t`Footer`} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {footerGroups.map((group) => (
            <div key={group.label.id}>
              <h2 className="text-sm font-semibold text-slate-900">{i18n._(group.label)}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {group.items.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} className="hover:text-blue-700 hover:underline">
                      {i18n._(item.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <div>
          <h2 className="text-sm font-semibold text-slate-900">
            <Trans>Newsletter</Trans>
          </h2>
          <p className="mb-3 mt-1 text-sm">
            <Trans>Career tips, new courses and upcoming ChangeTalks in your inbox.</Trans>
          </p>
          <NewsletterForm />
        </div>
      </div>

      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-4 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            <Trans>© ChangePath. All rights reserved.</Trans>
          </p>
          <p className="flex items-center gap-2">
            <span className="h-2 w-2 rounded-full bg-green-600" aria-hidden />
            {i18n._(systemStatusText)}
          </p>
        </div>
      </div>
    </footer>
  );
}
