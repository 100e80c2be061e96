/**
 * The shared sticky header: brand, Home/Contact, the Learn/Explore/Partner menus, and either
 * the Sign In menu + Sign Up (signed out) or My Account + Admin (signed in). Below `lg` the desktop
 * navigation is replaced by <MobileMenu>. The menus are disclosures (header-menu.tsx) that work without scripts.
 * Gains a shadow once the page scrolls past 10 px.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Compass, Shield } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { cn } from '~/client/components/ui/cn';
import {
  accountMenu,
  adminLink,
  headerLinks,
  headerMenus,
  signInMenu,
  signUpLink,
} from '~/client/config/navigation';
import { NotificationBell } from '~/client/features/notifications/components/notification-bell';
import { paths } from '~/shared/paths';
import { HeaderMenu, headerMenuItemClass } from './header-menu';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import { SignOutForm } from './sign-out-form';
import { SiteSearchForm } from './site-search-form';
import { useAccount } from './use-account';

/** The header gains a shadow once the page is scrolled more than this many pixels. */
export const HEADER_SHADOW_SCROLL_THRESHOLD_PX = 10;

/** True once `window.scrollY` exceeds the threshold; false on the server (no window). */
function useScrolledPast(thresholdPx: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > thresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);
  return scrolled;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'inline-flex h-10 items-center rounded-md px-2 text-sm font-medium hover:bg-slate-100 xl:px-3',
    isActive ? 'text-blue-700' : 'text-slate-800',
  );

export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SHADOW_SCROLL_THRESHOLD_PX);
  const account = useAccount();
  const { i18n, t } = useLingui();

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={cn(
        'sticky top-0 z-40 border-b border-slate-200 bg-white transition-shadow',
        scrolled ? 'shadow-md' : 'shadow-none',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={paths.home} className="flex items-center gap-2 rounded-md text-lg font-bold text-slate-900">
          <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-blue-700 text-white">
            <Compass className="h-5 w-5" aria-hidden />
          </span>
          <Trans>ChangePath</Trans>
        </Link>

        <nav aria-label={t`Main`} className="hidden items-center gap-0.5 lg:flex xl:gap-1">
          <NavLink to={headerLinks.home.to} end className={navLinkClass}>
            {i18n._(headerLinks.home.label)}
          </NavLink>
          {headerMenus.map((menu) => (
            <HeaderMenu key={menu.label.id} menu={menu} />
          ))}
          <NavLink to={headerLinks.pricing.to} className={navLinkClass}>
            {i18n._(headerLinks.pricing.label)}
          </NavLink>
          <NavLink to={headerLinks.contact.to} className={navLinkClass}>
            {i18n._(headerLinks.contact.label)}
          </NavLink>
        </nav>
        <SiteSearchForm />

        <div className="flex items-center gap-2">
          {account.user ? <NotificationBell /> : null}
          <nav aria-label={t`Account`} className="hidden items-center gap-2 lg:flex">
            {account.user ? (
              <>
                {account.isAdmin ? (
                  <Button asChild variant="outline" size="sm">
                    <Link to={adminLink.to}>
                      <Shield aria-hidden />
                      {i18n._(adminLink.label)}
                    </Link>
                  </Button>
                ) : null}
                <HeaderMenu menu={accountMenu} align="end">
                  <div className="mt-1 border-t border-slate-200 pt-1">
                    <LanguageSwitcher signedIn className={cn(headerMenuItemClass, 'w-full')} />
                    <SignOutForm onSignOut={() => void account.signOut()} className={cn(headerMenuItemClass, 'text-red-700')} />
                  </div>
                </HeaderMenu>
              </>
            ) : (
              <>
                <HeaderMenu menu={signInMenu} align="end" />
                <Button asChild size="sm">
                  <Link to={signUpLink.to}>{i18n._(signUpLink.label)}</Link>
                </Button>
              </>
            )}
          </nav>

          {/* A signed-in header also holds the bell and the account menu: the switcher moves into that menu (and the
              phone menu), where choosing a language also stores it on the account. */}
          {account.user ? null : <LanguageSwitcher signedIn={false} />}
          <MobileMenu account={account} />
        </div>
      </div>
    </header>
  );
}
