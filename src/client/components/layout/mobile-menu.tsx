/**
 * The header's menu below the `md` breakpoint: a menu button that opens a panel with Home and
 * Contact, collapsible Learn / Explore / Partner / My Account sections, the sign-in links, and, only in demo
 * mode to a client on the server's own machine (GET /api/config → demoAccounts), a DEV toggle revealing the demo
 * outbox link and the demo accounts.
 * The panel closes on navigation and on Escape (focus returns to the menu button).
 */
import { ChevronDown, LogOut, Menu, Shield, Wrench, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '~/client/components/ui/button';
import { cn } from '~/client/components/ui/cn';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '~/client/components/ui/collapsible';
import {
  accountMenu,
  adminLink,
  devOutboxLink,
  headerLinks,
  headerMenus,
  signInMenu,
  signOutLabel,
  signUpLink,
  type NavMenu,
} from '~/client/config/navigation';
import { takeEarlyTap } from '~/client/lib/early-tap';
import { usePublicConfig } from '~/client/lib/public-config';
import type { Account } from './use-account';

const linkClass = 'block rounded-md px-3 py-2 text-base font-medium text-slate-800 hover:bg-slate-100';

function MobileSection({ menu, children }: { menu: NavMenu; children?: ReactNode }) {
  return (
    <Collapsible>
      <CollapsibleTrigger className="group flex w-full items-center justify-between rounded-md px-3 py-2 text-left text-base font-medium text-slate-800 hover:bg-slate-100">
        {menu.label}
        <ChevronDown className="h-4 w-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
      </CollapsibleTrigger>
      <CollapsibleContent>
        <ul className="ml-3 border-l border-slate-200 pl-2">
          {menu.items.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={cn(linkClass, 'text-sm')}>
                {item.label}
              </Link>
            </li>
          ))}
          {children}
        </ul>
      </CollapsibleContent>
    </Collapsible>
  );
}

/** Demo-mode developer panel: link to the demo outbox and the seeded demo accounts. */
function DevPanel({ id, hidden }: { id: string; hidden: boolean }) {
  const { data: config } = usePublicConfig();
  const accounts = config?.demoAccounts;
  return (
    <div
      id={id}
      hidden={hidden}
      className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900"
    >
      <p className="font-semibold">Demo mode</p>
      <Link to={devOutboxLink.to} className="mt-1 inline-block font-medium text-blue-700 underline">
        {devOutboxLink.label}
      </Link>
      {accounts ? (
        <>
          <p className="mt-3 font-semibold">Demo accounts</p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 gap-y-1 break-all">
            <dt className="font-medium">Demo admin:</dt>
            <dd>
              {accounts.admin.email} / {accounts.admin.password}
            </dd>
            <dt className="font-medium">Demo user:</dt>
            <dd>
              {accounts.user.email} / {accounts.user.password}
            </dd>
          </dl>
        </>
      ) : null}
    </div>
  );
}

/** The `data-early-tap` key of the menu button. */
const MOBILE_MENU_TAP = 'mobile-menu';

export function MobileMenu({ account }: { account: Account }) {
  const [open, setOpen] = useState(false);
  const [devOpen, setDevOpen] = useState(false);
  const { pathname } = useLocation();
  const { data: config } = usePublicConfig();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const devPanelId = useId();

  // Close the panel whenever the route changes (a link in it was followed).
  useEffect(() => setOpen(false), [pathname]);
  // Pressed while the page's scripts were still on their way (lib/early-tap.tsx): open it now.
  useEffect(() => {
    if (takeEarlyTap(MOBILE_MENU_TAP)) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="lg:hidden">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls={panelId}
        data-early-tap={MOBILE_MENU_TAP}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? <X aria-hidden /> : <Menu aria-hidden />}
      </Button>

      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg"
      >
        {/* Following any link closes the panel at once (the pathname effect also covers back/forward). */}
        <nav
          aria-label="Mobile"
          className="flex flex-col gap-1 px-4 py-3"
          onClick={(e) => {
            if ((e.target as HTMLElement).closest('a')) setOpen(false);
          }}
        >
          <Link to={headerLinks.home.to} className={linkClass}>
            {headerLinks.home.label}
          </Link>
          {headerMenus.map((menu) => (
            <MobileSection key={menu.label} menu={menu} />
          ))}
          <Link to={headerLinks.pricing.to} className={linkClass}>
            {headerLinks.pricing.label}
          </Link>
          <Link to={headerLinks.contact.to} className={linkClass}>
            {headerLinks.contact.label}
          </Link>

          <div className="mt-2 border-t border-slate-200 pt-2">
            {account.user ? (
              <>
                <MobileSection menu={accountMenu}>
                  <li>
                    <button
                      type="button"
                      onClick={() => void account.signOut()}
                      className={cn(linkClass, 'flex w-full items-center gap-2 text-left text-sm text-red-700')}
                    >
                      <LogOut className="h-4 w-4" aria-hidden />
                      {signOutLabel}
                    </button>
                  </li>
                </MobileSection>
                {account.isAdmin ? (
                  <Link to={adminLink.to} className={cn(linkClass, 'flex items-center gap-2')}>
                    <Shield className="h-4 w-4" aria-hidden />
                    {adminLink.label}
                  </Link>
                ) : null}
              </>
            ) : (
              <>
                {signInMenu.items.map((item) => (
                  <Link key={item.to} to={item.to} className={linkClass}>
                    {item.label}
                  </Link>
                ))}
                <Button asChild className="mt-2 w-full">
                  <Link to={signUpLink.to}>{signUpLink.label}</Link>
                </Button>
              </>
            )}
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
                DEV
              </Button>
              <DevPanel id={devPanelId} hidden={!devOpen} />
            </div>
          ) : null}
        </nav>
      </div>
    </div>
  );
}
