/**
 * The /search page (issue 24, "Site search"), rendered on the server without scripts: results grouped by kind
 * with headings and counts, matched words in <mark>, links to each item's page, the box prefilled; a one-letter
 * query asks for more; a connection past its searches a minute is told so (429); markup in a post is shown as
 * text, never as HTML; the header's search form is on every page.
 */
import { expect, it } from 'vitest';
import { SEARCH_RATE_LIMITS, searchMessages } from '~/shared/search';
import { quickUser } from '../support/talks';
import { request, requestJson, uniqueIp, useTestRuntime } from '../support/test-app';
import { english } from '../support/i18n';
import { englishOf } from '~/shared/messages';

const t = useTestRuntime('pglite', { pages: true });
const html = async (res: Response) => (await res.text()).replaceAll('<!-- -->', '').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');

it('renders the results for ?q=grit on the server, grouped, marked and linked, noindex', async () => {
  const res = await request(t.rt, '/search?q=grit');
  expect(res.status).toBe(200);
  const page = await html(res);
  expect(page).toMatch(/<h2 id="search-talk"[^>]*>ChangeTalks <span[^>]*>\(\d+\)<\/span><\/h2>/);
  expect(page).toMatch(/<a [^>]*href="\/changetalks\/grit-the-power-of-passion-and-perseverance-[0-9a-f-]{36}"[^>]*><mark[^>]*>Grit<\/mark>/);
  expect(page).toContain('<meta name="robots" content="noindex"/>');
  expect(page).toMatch(/<input id="search-page-q"[^>]*value="grit"/);
  // The header's box: a GET form to /search in a landmark named for the site.
  expect(page).toMatch(/<form role="search" aria-label="Search ChangePath"[^>]*action="\/search" method="get">/);
});

it('on a Hindi page, searches in Hindi: Hindi headings and count, the Hindi course by its Hindi words, English content marked lang="en"', async () => {
  const hindi = await html(await request(t.rt, `/hi/search?q=${encodeURIComponent('एप्टीट्यूड')}`));
  expect(hindi).toMatch(/<h2 id="search-course"[^>]*>कोर्स <span[^>]*>\(1\)<\/span><\/h2>/);
  expect(hindi).toMatch(/href="\/hi\/entrepreneurship\/courses\/aptitude-for-campus-placements"[^>]*>(?:<span>)?कैंपस प्लेसमेंट के लिए (?:<\/span>)?<mark[^>]*>एप्टीट्यूड<\/mark>/);
  expect(hindi).toMatch(/“एप्टीट्यूड” के लिए \d+ नतीजे?/);
  const english = await html(await request(t.rt, '/hi/search?q=grit'));
  expect(english).toMatch(/<h2 id="search-talk"[^>]*>ChangeTalks/);
  expect(english).toMatch(/<a (?=[^>]*lang="en")[^>]*href="\/hi\/changetalks\/grit-/);
  expect(english).not.toMatch(/\d+ results? for/);
});

it('finds a course despite typos, and asks for more than one letter', async () => {
  expect(await html(await request(t.rt, '/search?q=finacial+planing'))).toMatch(/href="\/entrepreneurship\/courses\/financial-planning-for-startups"[^>]*>.*Financial Planning for Startups/);
  const short = await html(await request(t.rt, '/search?q=g'));
  expect(short).toContain(englishOf(searchMessages.tooShort));
  expect(short).not.toContain('id="search-talk"');
  expect(await html(await request(t.rt, `/search?q=${'x'.repeat(201)}`))).toContain(englishOf(searchMessages.tooLong));
  expect(await html(await request(t.rt, '/search?q=qqxqzvv'))).toContain(english._(searchMessages.noResults('qqxqzvv')));
});

it('says, with status 429 and the box kept, when this connection has searched too often; the API and the page share one allowance', async () => {
  const ip = uniqueIp();
  for (let i = 0; i < SEARCH_RATE_LIMITS.perClient.max; i++) expect((await request(t.rt, `/api/search?q=mango+${i}`, { ip })).status).toBe(200);
  const res = await request(t.rt, '/search?q=mango+pickle', { ip });
  expect(res.status).toBe(429);
  const page = await html(res);
  expect(page).toContain(englishOf(searchMessages.tooMany));
  expect(page).toMatch(/<input id="search-page-q"[^>]*value="mango pickle"/);
  expect(page).not.toContain('id="search-talk"');
  expect((await request(t.rt, '/search?q=mango+pickle', { ip: uniqueIp() })).status).toBe(200);
});

it('shows markup from a post as text', async () => {
  const u = await quickUser(t.rt, 'search-page-xss');
  const made = await requestJson(t.rt, '/api/community/posts', { cookie: u.cookie, json: { title: 'Jackfruit <img src=x onerror=alert(1)> chips', content: 'Jackfruit chips <script>alert(2)</script> recipe', category: 'General' } });
  expect(made.status).toBe(201);
  const page = await (await request(t.rt, '/search?q=jackfruit')).text();
  expect(page).not.toContain('<img src=x');
  expect(page).not.toContain('<script>alert');
  expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
});

it("searches the community page's ?q= on the server (its box without scripts), and says when nothing matched", async () => {
  const u = await quickUser(t.rt, 'community-q');
  const made = await requestJson(t.rt, '/api/community/posts', { cookie: u.cookie, json: { title: 'Saffron farm cooperative', content: 'Pooling saffron harvests.', category: 'General' } });
  expect(made.status).toBe(201);
  const found = await html(await request(t.rt, '/community?q=saffron'));
  expect(found).toContain('Saffron farm cooperative');
  expect(found).toMatch(/<input[^>]*name="q"[^>]*value="saffron"/);
  const none = await html(await request(t.rt, '/community?q=zzqqxx%25'));
  expect(none).toContain('No discussions match "zzqqxx%".');
  expect(none).toContain('Clear search');
  expect(none).toContain('Start a discussion');
  expect(none).not.toContain('Be the first to start a discussion!');
});
