/**
 * The `test` every browser spec imports. Adds to Playwright's:
 * - `baseURL`: the server global-setup.ts started (so `page.goto('/')` works);
 * - a `context` that lets the browser reach only loopback hosts (no request leaves the machine, even the
 *   OpenID provider's web-font import);
 * - `axe(options?)`: runs axe-core on the current page with the WCAG 2.0/2.1/2.2 A and AA tags and returns the
 *   violations; `expectNoAxeViolations(options?)` fails the test listing them;
 * - `mailbox`: the e-mails the loopback SMTP server received — `waitForMail(to, subjectContains)` → `{ links, text }`;
 * - navigation that waits for hydration (`awaitHydrationOnNavigation`): `page.goto` and `page.reload` of one of
 *   the app's pages resolve once React has hydrated it, as a person sees it working.
 */
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, type Page, type Response, test as base, expect } from '@playwright/test';

export { expect };

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeOptions {
  /** CSS selectors to limit the scan to. */
  include?: string[];
  /** CSS selectors to leave out. */
  exclude?: string[];
  /** Rule ids to skip (say why at the call site). */
  disableRules?: string[];
}

type AxeViolations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
  attachments: Array<{ filename: string; contentType: string; size: number; content: string }>;
  receivedAt: string;
}

export interface Mailbox {
  /** Every message received so far. */
  all(): Promise<ReceivedMail[]>;
  /**
   * Resolves with the newest message to `to` whose subject contains `subjectContains`, waiting up to
   * `timeoutMs`. With `after`, only messages received after that many matching ones count (for a second mail).
   */
  waitForMail(to: string, subjectContains: string, opts?: { timeoutMs?: number; after?: number }): Promise<ReceivedMail>;
  /** Forgets every message received so far. */
  clear(): Promise<void>;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests with \`npm run test:e2e\` (global-setup.ts sets it).`);
  return value;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function formatViolations(violations: AxeViolations): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}`).join('\n')}`)
    .join('\n');
}

const hydrationAware = new WeakSet<Page>();

/** After an app page has loaded: wait until the root layout marks it hydrated (`html[data-hydrated]`, root.tsx). */
async function untilHydrated(page: Page, response: Response | null): Promise<void> {
  if (!response || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
  if (new URL(response.url()).origin !== new URL(required('E2E_BASE_URL')).origin) return;
  // A page that never hydrates fails the test's own expectations; this wait only keeps input from being typed
  // into server-rendered fields React is about to take over.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 10_000 }).catch(() => {});
}

/**
 * Server-rendered pages paint before their scripts have run, so the `load` event that `page.goto` waits for can come
 * before hydration. Forms work then too (they post natively; smoke.spec.ts and no-script.spec.ts test it), but the
 * journeys here test the hydrated page: every page of `context`, now and later, gets a `goto` and `reload` that also
 * wait for hydration.
 */
function awaitHydrationOnNavigation(context: BrowserContext): void {
  const wrap = (page: Page) => {
    if (hydrationAware.has(page)) return;
    hydrationAware.add(page);
    for (const name of ['goto', 'reload'] as const) {
      const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
      page[name] = (async (...args: unknown[]) => {
        const response = await navigate(...args);
        await untilHydrated(page, response);
        return response;
      }) as never;
    }
  };
  for (const page of context.pages()) wrap(page);
  context.on('page', wrap);
}

/**
 * What every browser context of the suite gets (the fixture's and `helpers.newContext`'s): only loopback hosts
 * are reachable, and navigation waits for hydration (unless `awaitHydration` is false: a context with JavaScript
 * off never hydrates).
 */
export async function prepareContext(context: BrowserContext, { awaitHydration = true } = {}): Promise<void> {
  // Every context is its own person on its own network address (the server trusts X-Forwarded-For in the browser
  // tests, global-setup.ts), so per-address limits do not add up across a whole run.
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  await context.route(
    (url) => !LOOPBACK.has(url.hostname) && url.protocol !== 'data:' && url.protocol !== 'blob:',
    (route) => route.abort('blockedbyclient'),
  );
  if (awaitHydration) awaitHydrationOnNavigation(context);
}

/** A random address octet (1–254). */
function octet(): number {
  return 1 + Math.floor(Math.random() * 254);
}

export const test = base.extend<{
  axe: (options?: AxeOptions) => Promise<AxeViolations>;
  expectNoAxeViolations: (options?: AxeOptions) => Promise<void>;
  mailbox: Mailbox;
}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright requires an object pattern for the fixtures argument.
  baseURL: async ({}, use) => {
    await use(required('E2E_BASE_URL'));
  },

  context: async ({ context }, use) => {
    await prepareContext(context);
    await use(context);
  },

  axe: async ({ page }, use) => {
    await use(async (options = {}) => {
      let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
      if (options.include?.length) for (const s of options.include) builder = builder.include(s);
      if (options.exclude?.length) for (const s of options.exclude) builder = builder.exclude(s);
      if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
      const results = await builder.analyze();
      return results.violations;
    });
  },

  expectNoAxeViolations: async ({ axe }, use) => {
    await use(async (options) => {
      const violations = await axe(options);
      expect(violations, formatViolations(violations)).toEqual([]);
    });
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright requires an object pattern for the fixtures argument.
  mailbox: async ({}, use) => {
    const url = required('E2E_MAILBOX_URL');
    const all = async (): Promise<ReceivedMail[]> => {
      const res = await fetch(`${url}/messages`);
      return ((await res.json()) as { messages: ReceivedMail[] }).messages;
    };
    await use({
      all,
      async waitForMail(to, subjectContains, opts = {}) {
        const address = to.toLowerCase();
        const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
        for (;;) {
          const hits = (await all()).filter((m) => m.to.includes(address) && m.subject.includes(subjectContains));
          if (hits.length > (opts.after ?? 0)) return hits[hits.length - 1];
          if (Date.now() > deadline) {
            const seen = (await all()).map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ') || 'none';
            throw new Error(`No e-mail "${subjectContains}" to ${address} (received: ${seen})`);
          }
          await new Promise((r) => setTimeout(r, 100));
        }
      },
      async clear() {
        await fetch(`${url}/messages`, { method: 'DELETE' });
      },
    });
  },
});
