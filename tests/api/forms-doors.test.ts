/**
 * The public forms through their two doors: the JSON API and the pages' forms (/contact, /demo, /become-speaker,
 * the footer's newsletter box, /partner and /university-partner) count against the one limit per client address of
 * the forms service, valid posts or not, and file through the same operations.
 */
import { expect, it } from 'vitest';
import { pageText, postForm } from '../support/doors';
import { describeEachDatabase, requestJson, uniqueIp, useTestRuntime } from '../support/test-app';

const TOO_MANY = 'Too many submissions. Please wait a few minutes and try again.';

describeEachDatabase('Public forms: one limit per address behind the API and the pages', (kind) => {
  const t = useTestRuntime(kind, { pages: true });
  const message = { email: 'asha@example.com', message: 'Hello from both doors.' };

  it('posts to the API and to the pages count together: ten (some invalid) and the eleventh is refused 429 at either door', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) expect((await requestJson(t.rt, '/api/contact', { json: i % 2 ? message : { email: 'not-an-email' }, ip })).status).not.toBe(429);
    for (let i = 0; i < 5; i++) expect((await postForm(t.rt, '/contact', i % 2 ? message : { email: '' }, { ip })).status).not.toBe(429);
    const api = await requestJson(t.rt, '/api/speaker-applications', { json: { name: 'Ravi', email: 'ravi@example.com', topic: 'Careers', bio: 'Engineer.' }, ip });
    expect(api.status).toBe(429);
    expect(api.body.error.message).toBe(TOO_MANY);
    const page = await postForm(t.rt, '/contact', message, { ip });
    expect(page.status).toBe(429);
    expect(await pageText(page)).toContain(TOO_MANY);
    // The partnership applications and the footer's box share it.
    const university = await postForm(t.rt, '/university-partner', { universityName: 'Limit University' }, { ip });
    expect(university.status).toBe(429);
    const newsletter = await postForm(t.rt, '/newsletter', { email: 'asha@example.com', back: '/about' }, { ip });
    expect(newsletter.headers.get('location')).toBe('/about?newsletter=failed#newsletter');
    // Another address is not affected.
    expect((await postForm(t.rt, '/contact', message, { ip: uniqueIp() })).status).toBe(200);
  });

  it('a message without its required field is refused with the schema’s words by both doors', async () => {
    const api = await requestJson(t.rt, '/api/contact', { json: { email: 'asha@example.com' }, ip: uniqueIp() });
    expect(api.status).toBe(400);
    expect(api.body.error.message).toBe('Please write a message');
    const page = await postForm(t.rt, '/contact', { email: 'asha@example.com' }, { ip: uniqueIp() });
    expect(page.status).toBe(400);
    expect(await pageText(page)).toContain('Please write a message');
  });
});
