/**
 * A header dropdown whose items are in-app links (the Learn/Explore/Partner, Sign In and My Account menus),
 * built on Radix DropdownMenu: arrow keys, typeahead, Escape. Non-modal and not portalled: a modal menu
 * aria-hides the rest of the page (<main> included), which axe reports while a menu is open; inline content
 * stays inside the header's <nav> landmark.
 *
 * Its own module because site-header.tsx loads it after the first paint: Radix's menu, popper and focus code is
 * about a seventh of the JavaScript every page would otherwise load first (the bundle budget `npm run bench -- --only=bundles` measures).
 */
import { ChevronDown, LogOut } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '~/client/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/client/components/ui/dropdown-menu';
import type { NavLink as NavLinkItem, NavMenu } from '~/client/config/navigation';

export interface LinkMenuProps {
  menu: NavMenu;
  align?: 'start' | 'end';
  /** When given, a separator and a destructive "sign out" item with this label end the menu. */
  signOut?: { label: string; onSelect: () => void };
  /** Focus the trigger on mount (it replaces a placeholder button that had the focus). */
  focusTrigger?: boolean;
  /**
   * Whether the menu is open, held by site-header.tsx: a press on the placeholder button asks for it to open, and
   * that request must survive whatever order the press and this code's arrival happen in.
   */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function LinkMenu({ menu, align = 'start', signOut, focusTrigger = false, open, onOpenChange }: LinkMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const openedOnMount = useRef(open);
  useEffect(() => {
    // An open menu takes the focus itself (and gives it back to the trigger when it closes); focusing the trigger
    // after it would be a focus outside the menu, which closes it at once.
    if (focusTrigger && !openedOnMount.current) trigger.current?.focus();
  }, [focusTrigger]);
  return (
    <DropdownMenu modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <Button ref={trigger} variant="ghost" className="px-2 text-slate-800 xl:px-3">
          {menu.label}
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align={align} portal={false}>
        {menu.items.map((item: NavLinkItem) => (
          <DropdownMenuItem key={item.to} asChild>
            <Link to={item.to}>{item.label}</Link>
          </DropdownMenuItem>
        ))}
        {signOut ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={signOut.onSelect}>
              <LogOut aria-hidden />
              {signOut.label}
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
