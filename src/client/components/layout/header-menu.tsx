/**
 * A header dropdown (Learn, Explore, Partner, Sign In, My Account) as a disclosure of links: a `<details>` whose
 * summary is the menu's name and whose panel lists the links, the pattern site navigation uses (a `role="menu"` is
 * for an application's commands). The browser opens and closes it, so it works the moment the page is painted,
 * before the scripts arrive and without them; `name` makes the browser keep one header menu open at a time.
 *
 * Once the scripts have run it also closes on Escape (the focus goes back to its summary), on a press outside it and
 * when one of its links is followed. `children` end the panel (the account menu's language switch and sign-out form).
 */
import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '~/client/components/ui/cn';
import type { NavMenu } from '~/client/config/navigation';

/** The `name` the header's menus share: opening one closes the others. */
const HEADER_MENUS = 'header-menu';

/** A link or the sign-out button inside a header menu's panel. */
export const headerMenuItemClass =
  'flex w-full items-center gap-2 rounded-sm px-2 py-2 text-left text-sm text-slate-900 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 [&_svg]:size-4 [&_svg]:shrink-0';

export function HeaderMenu({ menu, align = 'start', children }: { menu: NavMenu; align?: 'start' | 'end'; children?: ReactNode }) {
  const { i18n } = useLingui();
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const { pathname, search } = useLocation();

  // A link in it was followed (or Back/Forward moved on): the panel would otherwise stay over the new page. Not on
  // the first run: a menu opened before the scripts arrived stays open.
  const shownAt = useRef(`${pathname}${search}`);
  useEffect(() => {
    if (shownAt.current === `${pathname}${search}`) return;
    shownAt.current = `${pathname}${search}`;
    if (details.current) details.current.open = false;
  }, [pathname, search]);

  useEffect(() => {
    const el = details.current;
    if (!el) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !el.open) return;
      const inside = el.contains(document.activeElement);
      el.open = false;
      if (inside) summary.current?.focus();
    };
    const onPointerDown = (e: PointerEvent) => {
      if (el.open && !el.contains(e.target as Node)) el.open = false;
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);

  return (
    <details ref={details} name={HEADER_MENUS} className="group/menu relative">
      <summary
        ref={summary}
        className="inline-flex h-10 cursor-pointer list-none items-center gap-2 whitespace-nowrap rounded-md px-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 xl:px-3 [&::-webkit-details-marker]:hidden"
      >
        {i18n._(menu.label)}
        <ChevronDown className="size-4 transition-transform group-open/menu:rotate-180" aria-hidden />
      </summary>
      <div
        className={cn(
          'absolute top-full z-50 mt-1.5 min-w-44 rounded-md border border-slate-200 bg-white p-1 text-slate-900 shadow-lg',
          align === 'end' ? 'right-0' : 'left-0',
        )}
      >
        <ul>
          {menu.items.map((item) => (
            <li key={item.to}>
              {/* Following the link to the page already shown changes no location: close here too. */}
              <Link to={item.to} className={headerMenuItemClass} onClick={() => details.current && (details.current.open = false)}>
                {i18n._(item.label)}
              </Link>
            </li>
          ))}
        </ul>
        {children}
      </div>
    </details>
  );
}
