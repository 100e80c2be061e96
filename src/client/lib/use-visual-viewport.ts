/**
 * The part of the page a person can see right now: `window.visualViewport`'s height and top offset in CSS pixels,
 * updated when it changes (the on-screen keyboard opens or closes, the phone turns, the browser's toolbars move).
 * null on the server, before the first effect, and when `enabled` is false.
 *
 * Why not only CSS: `100dvh` and the viewport meta's `interactive-widget=resizes-content` make Chrome on Android lay
 * the page out above the keyboard, but browsers that ignore that setting (Safari, older Chromes) keep the layout
 * viewport full height and slide the keyboard over it; only the visual viewport tells how much is left.
 */
import { useEffect, useState } from 'react';

export interface VisibleArea {
  /** Height of the visual viewport, CSS pixels. */
  height: number;
  /** Distance from the layout viewport's top to the visual viewport's top, CSS pixels (0 unless scrolled under a keyboard). */
  top: number;
}

export function useVisualViewport(enabled = true): VisibleArea | null {
  const [area, setArea] = useState<VisibleArea | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const vv = window.visualViewport;
    const read = () => {
      const height = Math.round(vv ? vv.height : window.innerHeight);
      const top = Math.max(0, Math.round(vv ? vv.offsetTop : 0));
      setArea((a) => (a && a.height === height && a.top === top ? a : { height, top }));
    };
    read();
    const target: EventTarget = vv ?? window;
    target.addEventListener('resize', read);
    target.addEventListener('scroll', read);
    return () => {
      target.removeEventListener('resize', read);
      target.removeEventListener('scroll', read);
    };
  }, [enabled]);
  return enabled ? area : null;
}
