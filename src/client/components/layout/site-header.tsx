/**
 * The shared sticky header: brand, Home/Contact, the Learn/Explore/Partner menus, and either
 * the Sign In menu + Sign Up (signed out) or My Account + Admin (signed in). Below `lg` the desktop
 * navigation is replaced by <MobileMenu>. Gains a shadow once the page scrolls past 10 px.
 */
import { ChevronDown, Compass, Shield } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { cn } from '~/client/components/ui/cn';
import {
  accountMenu,
  adminLink,
  headerLinks,
  headerMenus,
  signInMenu,
  signOutLabel,
  signUpLink,
} from '~/client/config/navigation';
import { NotificationBell } from '~/client/features/notifications/components/notification-bell';
import { takeEarlyTap } from '~/client/lib/early-tap';
import { paths } from '~/shared/paths';
import type { LinkMenuProps } from './link-menu';
import { MobileMenu } from './mobile-menu';
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

type LinkMenuComponent = (typeof import('./link-menu'))['default'];
let linkMenuModule: Promise<LinkMenuComponent> | undefined;
const loadLinkMenu = () => (linkMenuModule ??= import('./link-menu').then((m) => m.default));

/**
 * Where the desktop navigation (and so every LinkMenu) is shown: Tailwind's `lg` breakpoint. Narrower (tablets, a
 * phone on its side) the six links, the search and the account buttons do not fit in one row; the phone menu serves.
 */
const DESKTOP_NAV_MEDIA = '(min-width: 1024px)';

/** Runs `fn` when the browser is idle (at most `timeoutMs` later); returns a cancel function. */
function whenIdle(fn: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 200);
  return () => window.clearTimeout(id);
}

/**
 * A header dropdown (link-menu.tsx) whose code loads after the page's first JavaScript. The server-rendered HTML and
 * the first render hold a plain button with the same label and look; once the menu code has arrived it takes that
 * button's place, keeping its focus and opening at once if it was clicked in the meantime.
 *
 * When: as soon as someone points at, focuses or presses the button; otherwise when the browser is idle, and only
 * while the desktop navigation is shown. Below `lg` (phones and tablets) the menus are hidden and never load unless the window
 * widens: on a phone their code, and mounting four Radix menus nobody can see, were a long task after hydration.
 * A press before the page's scripts ran is kept (lib/early-tap.tsx) and opens the menu once they have.
 */
function LinkMenu(props: Omit<LinkMenuProps, 'open' | 'onOpenChange' | 'focusTrigger'>) {
  const [Menu, setMenu] = useState<{ Component: LinkMenuComponent; focusTrigger: boolean } | null>(null);
  // Held here, not in the menu: a press on the placeholder opens the menu whether the menu's code arrives before the
  // press is handled, between its pointerdown and its click, or after (a snapshot taken when the code arrived lost
  // the press that came while React was still rendering the loaded menu).
  const [open, setOpen] = useState(false);
  const placeholder = useRef<HTMLButtonElement>(null);
  const start = useRef<() => void>(() => {});
  const earlyTapKey = `menu:${props.menu.label}`;
  useEffect(() => {
    let live = true;
    let started = false;
    let cancelIdle = () => {};
    start.current = () => {
      if (started) return;
      started = true;
      cancelIdle();
      void loadLinkMenu().then((Component) => {
        if (live) setMenu({ Component, focusTrigger: document.activeElement === placeholder.current });
      });
    };
    const desktop = window.matchMedia(DESKTOP_NAV_MEDIA);
    const onMediaChange = () => {
      if (desktop.matches) cancelIdle = whenIdle(() => start.current(), 2000);
    };
    onMediaChange();
    desktop.addEventListener('change', onMediaChange);
    // Pressed while the page's scripts were still on their way: open it now.
    if (takeEarlyTap(earlyTapKey)) {
      setOpen(true);
      start.current();
    }
    return () => {
      live = false;
      cancelIdle();
      desktop.removeEventListener('change', onMediaChange);
    };
  }, [earlyTapKey]);
  if (Menu) return <Menu.Component {...props} focusTrigger={Menu.focusTrigger} open={open} onOpenChange={setOpen} />;
  const press = () => {
    setOpen(true);
    start.current();
  };
  return (
    <Button
      ref={placeholder}
      variant="ghost"
      className="px-2 text-slate-800 xl:px-3"
      aria-haspopup="menu"
      aria-expanded={false}
      data-early-tap={earlyTapKey}
      onPointerEnter={() => start.current()}
      onFocus={() => start.current()}
      // A press means "open": the menu's code may arrive and replace this button between the press and the click
      // (Radix opens on pointerdown), so the press alone asks for it to open, and no tap is lost.
      onPointerDown={(e) => {
        if (e.button === 0) press();
      }}
      onClick={press}
    >
      {props.menu.label}
      <ChevronDown aria-hidden />
    </Button>
  );
}

export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SHADOW_SCROLL_THRESHOLD_PX);
  const account = useAccount();

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
          ChangePath
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-0.5 lg:flex xl:gap-1">
          <NavLink to={headerLinks.home.to} end className={navLinkClass}>
            {headerLinks.home.label}
          </NavLink>
          {headerMenus.map((menu) => (
            <LinkMenu key={menu.label} menu={menu} />
          ))}
          <NavLink to={headerLinks.pricing.to} className={navLinkClass}>
            {headerLinks.pricing.label}
          </NavLink>
          <NavLink to={headerLinks.contact.to} className={navLinkClass}>
            {headerLinks.contact.label}
          </NavLink>
        </nav>
        <SiteSearchForm />

        <div className="flex items-center gap-2">
          {account.user ? <NotificationBell /> : null}
          <nav aria-label="Account" className="hidden items-center gap-2 lg:flex">
            {account.user ? (
              <>
                {account.isAdmin ? (
                  <Button asChild variant="outline" size="sm">
                    <Link to={adminLink.to}>
                      <Shield aria-hidden />
                      {adminLink.label}
                    </Link>
                  </Button>
                ) : null}
                <LinkMenu
                  menu={accountMenu}
                  align="end"
                  signOut={{ label: signOutLabel, onSelect: () => void account.signOut() }}
                />
              </>
            ) : (
              <>
                <LinkMenu menu={signInMenu} align="end" />
                <Button asChild size="sm">
                  <Link to={signUpLink.to}>{signUpLink.label}</Link>
                </Button>
              </>
            )}
          </nav>

          <MobileMenu account={account} />
        </div>
      </div>
    </header>
  );
}
