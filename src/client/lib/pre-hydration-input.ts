/**
 * Keeps what people type into a prerendered page before React has hydrated it.
 *
 * A prerendered page shows its forms before its JavaScript runs (scripts/script-priority.ts hydrates after the
 * first paint). React then hydrates controlled fields with their state, the empty string, and what someone had
 * already typed into, say, the sign-in e-mail field was wiped.
 *
 * `keepInputUntilHydrated(doc)` (entry.client.tsx, before hydration) notes every text field, text area and select
 * whose value the person changed, then and until the root layout marks the document hydrated
 * (`html[data-hydrated]`, set in its first effect, after the hydration commit). It then hands each value to React
 * as if typed (the event React listens to: `input`, `change` for a select), so the field's onChange brings the
 * state in line before React's next render of the field replaces the value with the old state. Everything lives in this one call: the entry
 * and the route modules are separate bundles, so module state would not be shared with root.tsx.
 *
 * Check boxes, radio buttons and file inputs are left alone (a click would toggle, a file cannot be set).
 * Serves issue 9 (pages that paint before they hydrate) and every form of the spec.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const TEXT_TYPES = new Set(['text', 'email', 'password', 'search', 'tel', 'url', 'number']);

function isKeptField(el: EventTarget | null): el is Field {
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  return el instanceof HTMLInputElement && TEXT_TYPES.has(el.type);
}

/** True when the person changed the field from what the HTML gave it. */
function changedFromHtml(el: Field): boolean {
  if (el instanceof HTMLSelectElement) return [...el.options].some((o) => o.selected !== o.defaultSelected);
  return el.value !== el.defaultValue;
}

/** The attribute root.tsx sets on <html> once hydrated. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Starts noting typed values in `doc`; once `doc.documentElement` carries HYDRATED_ATTRIBUTE, gives them back
 * and stops. `onRestored(n)` is told how many fields were given back.
 */
export function keepInputUntilHydrated(doc: Document, onRestored: (count: number) => void = () => {}): void {
  const values = new Map<Field, string>();
  for (const el of doc.querySelectorAll('input, textarea, select')) {
    if (isKeptField(el) && changedFromHtml(el)) values.set(el, el.value);
  }
  const note = (e: Event) => {
    if (isKeptField(e.target)) values.set(e.target, e.target.value);
  };
  doc.addEventListener('input', note, true);
  doc.addEventListener('change', note, true);

  const restore = () => {
    observer.disconnect();
    doc.removeEventListener('input', note, true);
    doc.removeEventListener('change', note, true);
    let restored = 0;
    for (const [el, value] of values) {
      if (!el.isConnected) continue;
      // React may not have replaced the value yet (it does so at the field's next render), so the event is sent
      // either way. React notes every value set through the element's own `value` setter and fires onChange only
      // for a value it did not see: so set an empty value the React way, then the typed one past it, through the
      // prototype's setter.
      el.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')?.set?.call(el, value);
      el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
      restored++;
    }
    onRestored(restored);
  };
  const observer = new MutationObserver(() => {
    if (doc.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) restore();
  });
  if (doc.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) restore();
  else observer.observe(doc.documentElement, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
}
