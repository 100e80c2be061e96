/**
 * The header's menu below the `lg` breakpoint: a menu button that opens a panel with Home and
 * Contact, collapsible Learn / Explore / Partner / My Account sections, the sign-in links, and, only in demo
 * mode to a client on the server's own machine (GET /api/config → demoAccounts), a DEV toggle revealing the demo
 * outbox link and the demo accounts.
 * The menu and its sections are `<details>` disclosures, so they open before the scripts arrive and without them (a
 * press before hydration is the browser's own, and the menu reads it when it mounts). Once hydrated the panel also
 * closes on navigation and on Escape (focus returns to the menu button).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, Menu, Shield, Wrench, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { cn } from '~/client/components/ui/cn';
import {
  accountMenu,
  adminLink,
  devOutboxLink,
  headerLinks,
  headerMenus,
  signInMenu,
  signUpLink,
  type NavMenu,
} from '~/client/config/navigation';
import { usePublicConfig } from '~/client/lib/public-config';
import { LanguageSwitcher } from './language-switcher';
import { SignOutForm } from './sign-out-form';
import type { Account } from './use-account';

const linkClass = 'block rounded-md px-3 py-2 text-base font-medium text-slate-800 hover:bg-slate-100';

/** The summary of a `<details>` without the browser's triangle (we draw our own chevron). */
const summaryClass = 'cursor-pointer list-none [&::-webkit-details-marker]:hidden';

function MobileSection({ menu, children }: { menu: NavMenu; children?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <details className="group/section">
      <summary className={cn(summaryClass, 'flex w-full items-center justify-between rounded-md px-3 py-2 text-left text-base font-medium text-slate-800 hover:bg-slate-100')}>
        {i18n._(menu.label)}
        <ChevronDown className="h-4 w-4 transition-transform group-open/section:rotate-180" aria-hidden />
      </summary>
      <div>
        <ul className="ml-3 border-l border-slate-200 pl-2">
          {menu.items.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={cn(linkClass, 'text-sm')}>
                {i18n._(item.label)}
              </Link>
            </li>
          ))}
          {children}
        </ul>
      </div>
    </details>
  );
}

/** Demo-mode developer panel: link to the demo outbox and the seeded demo accounts. */
function DevPanel({ id, hidden }: { id: string; hidden: boolean }) {
  const { data: config } = usePublicConfig();
  const { i18n } = useLingui();
  const accounts = config?.demoAccounts;
  return (
    <div
      id={id}
      hidden={hidden}
      className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900"
    >
      <p className="font-semibold">
        <Trans>Demo mode</Trans>
      </p>
      <Link to={devOutboxLink.to} className="mt-1 inline-block font-medium text-blue-700 underline">
        {i18n._(devOutboxLink.label)}
      </Link>
      {accounts ? (
        <>
          <p className="mt-3 font-semibold">
            <Trans>Demo accounts</Trans>
          </p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 gap-y-1 break-all">
            <dt className="font-medium">
              <Trans>Demo admin:</Trans>
            </dt>
            <dd>
              {accounts.admin.email} / {accounts.admin.password}
            </dd>
            <dt className="font-medium">
              <Trans>Demo user:</Trans>
            </dt>
            <dd>
              {accounts.user.email} / {accounts.user.password}
            </dd>
          </dl>
        </>
      ) : null}
    </div>
  );
}

export function MobileMenu({ account }: { account: Account }) {
  const { i18n, t } = useLingui();
  const [open, setOpen] = useState(false);
  const [devOpen, setDevOpen] = useState(false);
  const { pathname } = useLocation();
  const { data: config } = usePublicConfig();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);
  const panelId = useId();
  const devPanelId = useId();

  // Opened before the scripts arrived (the browser's own disclosure): keep it open.
  useEffect(() => {
    if (detailsRef.current?.open) setOpen(true);
  }, []);
  // Close the panel whenever the route changes (a link in it was followed).
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      summaryRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <details ref={detailsRef} open={open} onToggle={(e) => setOpen(e.currentTarget.open)} className="group/menu lg:hidden">
      {/* The words and the icon follow the disclosure's own state, so they are right before the scripts too. */}
      <summary
        ref={summaryRef}
        aria-controls={panelId}
        className={cn(summaryClass, 'inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-900 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600')}
      >
        <Menu className="h-5 w-5 group-open/menu:hidden" aria-hidden />
        <X className="hidden h-5 w-5 group-open/menu:block" aria-hidden />
        <span className="sr-only group-open/menu:hidden">
          <Trans>Open menu</Trans>
        </span>
        <span className="sr-only hidden group-open/menu:inline">
          <Trans>Close menu</Trans>
        </span>
      </summary>

      <div id={panelId} className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg">
        {/* Following any link closes the panel at once (the pathname effect also covers back/forward). */}
        <nav
          aria-label={t`Mobile`}
          className="flex flex-col gap-1 px-4 py-3"
          onClick={(e) => {
            if ((e.target as HTMLElement).closest('a')) setOpen(false);
          }}
        >
          <Link to={headerLinks.home.to} className={linkClass}>
            {i18n._(headerLinks.home.label)}
          </Link>
          {headerMenus.map((menu) => (
            <MobileSection key={menu.label.id} menu={menu} />
          ))}
          <Link to={headerLinks.pricing.to} className={linkClass}>
            {i18n._(headerLinks.pricing.label)}
          </Link>
          <Link to={headerLinks.contact.to} className={linkClass}>
            {i18n._(headerLinks.contact.label)}
          </Link>

          <div className="mt-2 border-t border-slate-200 pt-2">
            {account.user ? (
              <>
                <MobileSection menu={accountMenu}>
                  <li>
                    <SignOutForm
                      onSignOut={() => void account.signOut()}
                      className={cn(linkClass, 'flex w-full items-center gap-2 text-left text-sm text-red-700 [&_svg]:size-4')}
                    />
                  </li>
                </MobileSection>
                {account.isAdmin ? (
                  <Link to={adminLink.to} className={cn(linkClass, 'flex items-center gap-2')}>
                    <Shield className="h-4 w-4" aria-hidden />
                    {i18n._(adminLink.label)}
                  </Link>
                ) : null}
              </>
            ) : (
              <>
                {signInMenu.items.map((item) => (
                  <Link key={item.to} to={item.to} className={linkClass}>
                    {i18n._(item.label)}
                  </Link>
                ))}
                <Button asChild className="mt-2 w-full">
                  <Link to={signUpLink.to}>{i18n._(signUpLink.label)}</Link>
                </Button>
              </>
            )}
          </div>

          <div className="mt-2 border-t border-slate-200 pt-2">
            <LanguageSwitcher signedIn={Boolean(account.user)} className="w-full justify-start px-3 text-base" />
          </div>

          {config?.demoAccounts ? (
            <div className="mt-2 border-t border-slate-200 pt-2">
              <Button
                variant="outline"
                size="sm"
                aria-expanded={devOpen}
                aria-controls={devPanelId}
                onClick={() => setDevOpen((o) => !o)}
              >
                <Wrench aria-hidden />
                <Trans>DEV</Trans>
              </Button>
              <DevPanel id={devPanelId} hidden={!devOpen} />
            </div>
          ) : null}
        </nav>
      </div>
    </details>
  );
}
