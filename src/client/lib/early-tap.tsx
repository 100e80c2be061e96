/**
 * Taps that land before the page's scripts have run (principle 5: a tap is never silently lost).
 *
 * Links and forms work before hydration on their own; a button that only scripts give meaning to (a header menu,
 * the phone menu) does nothing until then, and on a slow network that can be seconds after it is painted. The
 * document's <head> carries `EarlyTapScript`, a few hundred bytes that record the `data-early-tap` key of every such
 * button pressed before `entry.client.tsx` hands the page to React (`closeEarlyTaps`); the component behind the
 * button calls `takeEarlyTap(key)` when it mounts and acts on the press then. After hydration starts React handles
 * presses itself (it replays those on parts not yet hydrated), so nothing is counted twice.
 */
import { useNonce } from './nonce';

declare global {
  interface Window {
    /** Keys of `[data-early-tap]` buttons pressed before hydration, oldest first (EarlyTapScript). */
    __earlyTaps?: string[];
    /** Set just before hydration: from then on React sees every press. */
    __earlyTapsClosed?: boolean;
  }
}

const RECORDER = `(function(){var t=window.__earlyTaps=[];document.addEventListener('click',function(e){if(window.__earlyTapsClosed)return;var b=e.target&&e.target.closest&&e.target.closest('[data-early-tap]');if(b)t.push(b.getAttribute('data-early-tap'))},true)})()`;

/** The inline recorder for the document's <head>, with the response's CSP nonce. */
export function EarlyTapScript() {
  const nonce = useNonce();
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: RECORDER }} />;
}

/** Called by entry.client.tsx right before hydration: presses after this reach React's own handlers. */
export function closeEarlyTaps(): void {
  window.__earlyTapsClosed = true;
}

/**
 * True, once, if the button with `data-early-tap={key}` was pressed before hydration (the press is then taken so
 * that a second mount does not act on it again). Call it from an effect: it reads `window`.
 */
export function takeEarlyTap(key: string): boolean {
  const taps = window.__earlyTaps;
  if (!taps) return false;
  const index = taps.indexOf(key);
  if (index === -1) return false;
  taps.splice(index, 1);
  return true;
}
