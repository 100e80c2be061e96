/**
 * The financial tools' currency (issue 19): the page opens in rupees, the platform's currency; a person's choice is
 * posted as a plain form (no scripts needed), remembered in a cookie and read by the server, so the next page is
 * rendered in it. The anonymous page cache never hands one visitor's choice to another.
 */
import { describe, expect, it } from 'vitest';
import { CURRENCY_COOKIE } from '~/shared/finance';
import { toolkitMessages } from '~/shared/toolkit';
import { request, useTestRuntime } from '../support/test-app';
import { englishOf } from '~/shared/messages';

const PAGE = '/entrepreneurship/financial-tools';

/** The currency the page's form shows as chosen (React renders `selected` on the default option). */
async function chosenCurrency(res: Response): Promise<string | undefined> {
  const html = await res.text();
  const select = /<select[^>]*name="currency"[^>]*>([\s\S]*?)<\/select>/.exec(html)?.[1] ?? '';
  return /<option value="([A-Z]{3})" selected=""/.exec(select)?.[1];
}

const post = (body: Record<string, string>, cookie?: string) =>
  request(t.rt, PAGE, {
    method: 'POST',
    body: new URLSearchParams(body).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    cookie,
  });

const t = useTestRuntime('pglite', { pages: true });

describe('financial tools currency', () => {
  it('opens in rupees, with a form that works without scripts', async () => {
    const res = await request(t.rt, PAGE);
    expect(res.status).toBe(200);
    const html = await res.clone().text();
    expect(html).toMatch(/<form[^>]* action="\/entrepreneurship\/financial-tools" method="post">[\s\S]*?name="currency"[\s\S]*?Use this currency<\/button><\/form>/);
    expect(await chosenCurrency(res)).toBe('INR');
  });

  it('remembers a native choice in a cookie, answers 303 back to the page, and renders the next page in it', async () => {
    const chosen = await post({ currency: 'USD' });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe(PAGE);
    const setCookie = chosen.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^${CURRENCY_COOKIE}=USD; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly$`));
    const cookie = setCookie.split(';')[0];

    expect(await chosenCurrency(await request(t.rt, PAGE, { cookie }))).toBe('USD');
    // The same URL for a visitor without the cookie (just after, so within the page cache's 2 s) is still in rupees,
    // and one with euros gets euros.
    expect(await chosenCurrency(await request(t.rt, PAGE))).toBe('INR');
    expect(await chosenCurrency(await request(t.rt, PAGE, { cookie: `${CURRENCY_COOKIE}=EUR` }))).toBe('EUR');
    expect(await chosenCurrency(await request(t.rt, PAGE, { cookie: `${CURRENCY_COOKIE}=USD` }))).toBe('USD');
  });

  it('answers a hydrated choice with data and the cookie, and refuses a currency it does not offer', async () => {
    const enhanced = await request(t.rt, `${PAGE}.data`, {
      method: 'POST',
      body: new URLSearchParams({ currency: 'EUR', enhanced: '1' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(enhanced.status).toBe(200);
    expect(enhanced.headers.get('set-cookie')).toContain(`${CURRENCY_COOKIE}=EUR;`);

    const refused = await post({ currency: 'GBP' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(await refused.text()).toContain(englishOf(toolkitMessages.unknownCurrency));
    // A cookie holding something else counts as no choice.
    expect(await chosenCurrency(await request(t.rt, PAGE, { cookie: `${CURRENCY_COOKIE}=<script>` }))).toBe('INR');
  });
});
