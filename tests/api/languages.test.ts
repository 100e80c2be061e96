/**
 * The person's language: the account keeps the language of the page it was signed up on and of each language
 * switch (POST /language, or update-user), and the account e-mails are written in it — the subject RFC 2047
 * encoded on the wire, the links leading back to pages in that language. Mail travels over real SMTP to a loopback
 * peer. Refusals are written in the language of the request: a page's address, or the API's Accept-Language.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '~/server/db/schema';
import { writeText } from '~/server/i18n';
import { communityMessages } from '~/shared/community';
import { formMessages } from '~/shared/forms';
import { formulaExerciseMessages } from '~/shared/formula-exercises';
import { learningMessages } from '~/shared/learning';
import { NOTIFICATION_CATEGORIES, deliveryLabels } from '~/shared/notifications';
import { talkMessages } from '~/shared/talks';
import { searchMessages } from '~/shared/search';
import { RUNWAY_ROUNDING_NOTE } from '~/shared/finance';
import { englishOf } from '~/shared/messages';
import { legalDocument } from '~/client/features/legal/legal-documents';
import { pageText, postForm } from '../support/doors';
import { quickUser } from '../support/talks';
import { GOOD_PASSWORD, describeEachDatabase, request, requestJson, uniqueEmail, useTestRuntime } from '../support/test-app';

describeEachDatabase('the language a person chose', (kind) => {
  const t = useTestRuntime(kind, { smtp: true, pages: true });
  const localeOf = async (email: string) => (await t.rt.database.db.select({ locale: users.locale }).from(users).where(eq(users.email, email)))[0]?.locale;

  it('keeps the language of the sign-up page and sends the verification e-mail in it', async () => {
    const hindi = uniqueEmail('hindi-signup');
    const res = await postForm(t.rt, '/hi/signup', { intent: 'sign-up', firstName: 'Asha', lastName: 'Rao', email: hindi, password: GOOD_PASSWORD });
    expect(res.status, await pageText(res.clone())).toBeLessThan(400);
    expect(await localeOf(hindi)).toBe('hi');
    const mail = await t.smtp.waitForMail((m) => m.to.includes(hindi));
    expect(mail.subject).toBe('अपना ChangePath ईमेल पता वेरिफ़ाई करें');
    // Not ASCII, so the header travels as encoded words and is decoded back to the same text.
    expect(mail.rawSubject).toMatch(/^=\?utf-8\?[bq]\?/i);
    expect(mail.text).toContain('नमस्ते Asha Rao,');
    const link = mail.links.find((l) => l.includes('/api/auth/verify-email?'));
    expect(new URL(link!).searchParams.get('callbackURL')).toMatch(/^\/hi\/welcome\?verified=1/);

    const english = uniqueEmail('english-signup');
    await postForm(t.rt, '/signup', { intent: 'sign-up', firstName: 'Ravi', lastName: '', email: english, password: GOOD_PASSWORD });
    expect(await localeOf(english)).toBe('en');
    const englishMail = await t.smtp.waitForMail((m) => m.to.includes(english));
    expect(englishMail.subject).toBe('Verify your ChangePath e-mail address');
    expect(englishMail.text).toContain('Hi Ravi,');
  });

  it('stores a language switch on the account and opens the same page in it; the next e-mail is in that language', async () => {
    const user = await quickUser(t.rt, 'switcher');
    const toHindi = await postForm(t.rt, '/language', { locale: 'hi', to: '/courses?q=excel' }, { cookie: user.cookie });
    expect(toHindi.status).toBe(303);
    expect(toHindi.headers.get('location')).toBe('/hi/courses?q=excel');
    expect(await localeOf(user.email)).toBe('hi');

    await postForm(t.rt, '/hi/reset-password', { intent: 'request', email: user.email });
    const reset = await t.smtp.waitForMail((m) => m.to.includes(user.email));
    expect(reset.subject).toBe('अपना ChangePath पासवर्ड रीसेट करें');
    expect(reset.text).toContain('यह लिंक एक ही बार चलेगा');

    // Back to English, from a Hindi page's address: the prefix is replaced, not doubled.
    const toEnglish = await postForm(t.rt, '/language', { locale: 'en', to: '/hi/about' }, { cookie: user.cookie });
    expect(toEnglish.headers.get('location')).toBe('/about');
    expect(await localeOf(user.email)).toBe('en');
  });

  it('offers Hindi in a banner, never a redirect: to a visitor whose browser asks for it, to a person whose account is Hindi; closed, it stays closed', async () => {
    const offer = 'data-testid="language-offer"';
    // A visitor: the page stays English (200, no redirect) and offers the same page in Hindi, in Hindi.
    const asked = await request(t.rt, '/courses?q=excel', { headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } });
    expect(asked.status).toBe(200);
    expect(asked.headers.get('vary')).toMatch(/accept-language/);
    const askedPage = await asked.text();
    expect(askedPage).toContain('<html lang="en">');
    expect(askedPage).toContain(offer);
    expect(askedPage).toMatch(/<p lang="hi"[^>]*>यह पेज हिन्दी में भी है।/);
    expect(askedPage).toMatch(/href="\/hi\/courses\?q=excel" hrefLang="hi"[^>]*>हिन्दी में पढ़ें/);
    // The same address for an English browser (the page cache keeps them apart), and a Hindi page for anyone: no offer.
    expect(await (await request(t.rt, '/courses?q=excel', { headers: { 'accept-language': 'en-IN,en;q=0.9' } })).text()).not.toContain(offer);
    expect(await (await request(t.rt, '/hi/courses', { headers: { 'accept-language': 'en-US' } })).text()).not.toContain(offer);

    // Closing it: back to the same page in its own language, with a cookie that keeps it closed.
    const closed = await postForm(t.rt, '/language', { intent: 'close-offer', to: '/courses?q=excel' });
    expect(closed.status).toBe(303);
    expect(closed.headers.get('location')).toBe('/courses?q=excel');
    const cookie = closed.headers.get('set-cookie')!.split(';')[0]!;
    expect(cookie).toBe('language_offer=closed');
    expect(closed.headers.get('set-cookie')).toMatch(/Max-Age=31536000/);
    expect(await (await request(t.rt, '/courses', { headers: { 'accept-language': 'hi', cookie } })).text()).not.toContain(offer);
    expect((await postForm(t.rt, '/language', { intent: 'close-offer', to: '/hi/about' })).headers.get('location')).toBe('/hi/about');
    expect((await postForm(t.rt, '/language', { intent: 'close-offer', to: 'https://evil.example/' })).headers.get('location')).toBe('/');

    // A signed-in person whose account is Hindi is offered Hindi on an English page, whatever the browser says.
    const user = await quickUser(t.rt, 'offered');
    expect((await postForm(t.rt, '/language', { locale: 'hi', to: '/hi/about' }, { cookie: user.cookie })).status).toBe(303);
    expect(await (await request(t.rt, '/about', { cookie: user.cookie, headers: { 'accept-language': 'en' } })).text()).toContain(offer);
    expect(await (await request(t.rt, '/hi/about', { cookie: user.cookie })).text()).not.toContain(offer);
  });

  it('sends a visitor on without storing anything, and takes no language or page it does not know', async () => {
    const visitor = await postForm(t.rt, '/language', { locale: 'hi', to: '/about' });
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe('/hi/about');

    const user = await quickUser(t.rt, 'bad-switch');
    const unknown = await postForm(t.rt, '/language', { locale: 'fr', to: '/about' }, { cookie: user.cookie });
    expect(unknown.status).toBe(303);
    expect(unknown.headers.get('location')).toBe('/');
    const elsewhere = await postForm(t.rt, '/language', { locale: 'hi', to: '//evil.example/x' }, { cookie: user.cookie });
    expect(elsewhere.headers.get('location')).toBe('/hi');
    expect(await localeOf(user.email)).toBe('hi');
    // Opening the address goes to the page, changing nothing.
    const opened = await request(t.rt, '/language?locale=en&to=/about', { cookie: user.cookie });
    expect(opened.headers.get('location')).toBe('/about');
    expect(await localeOf(user.email)).toBe('hi');

    // Through the API the language is checked too: only the interface's languages.
    const api = await requestJson(t.rt, '/api/auth/update-user', { method: 'POST', cookie: user.cookie, json: { locale: 'fr' } });
    expect(api.status).toBe(400);
    expect(await localeOf(user.email)).toBe('hi');
  });

  it('refuses in the language of the request: a Hindi page, or an API call that asks for Hindi', async () => {
    const devanagari = /[\u0900-\u097F]/;
    const hindi = (text: Parameters<typeof writeText>[0]) => writeText(text, 'hi');
    for (const text of [formMessages.emailInvalid, formMessages.messageRequired, searchMessages.tooLong, communityMessages.titleAndContentRequired]) {
      expect(hindi(text), 'the Hindi catalogue has it').toMatch(devanagari);
    }

    // The API: zod's message (a text named by its English) and a service's refusal, by Accept-Language.
    const contact = { email: 'not-an-address', message: 'Hello' };
    const asked = await requestJson(t.rt, '/api/contact', { json: contact, headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } });
    expect(asked.status).toBe(400);
    expect(asked.body.error).toMatchObject({ code: 'bad_request', message: hindi(formMessages.emailInvalid) });
    const plain = await requestJson(t.rt, '/api/contact', { json: contact });
    expect(plain.body.error.message).toBe(formMessages.emailInvalid.message);
    const preferred = await requestJson(t.rt, '/api/contact', { json: contact, headers: { 'accept-language': 'fr, en;q=0.9, hi;q=0.5' } });
    expect(preferred.body.error.message, 'English is preferred over Hindi here').toBe(formMessages.emailInvalid.message);
    const long = await requestJson(t.rt, `/api/search?q=${'x'.repeat(201)}`, { headers: { 'accept-language': 'hi' } });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(hindi(searchMessages.tooLong));
    const visitor = await requestJson(t.rt, '/api/community/posts', { json: { title: 'x', content: 'y' }, headers: { 'accept-language': 'hi' } });
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.message).toMatch(devanagari);

    // A page: the address decides, whatever the browser prefers.
    const page = await postForm(t.rt, '/hi/contact', { email: uniqueEmail('hindi-contact'), message: '' });
    expect(page.status).toBe(400);
    const pageHtml = await pageText(page);
    // Under the field, in Hindi (the English stays only in the form's data for the scripts).
    expect(pageHtml).toContain(`>${hindi(formMessages.messageRequired)}</p>`);
    expect(pageHtml).not.toContain(`>${formMessages.messageRequired.message}</p>`);
    const english = await request(t.rt, '/contact', { method: 'POST', body: new URLSearchParams({ email: uniqueEmail('english-contact'), message: '' }), headers: { 'accept-language': 'hi' } });
    expect(await pageText(english)).toContain(`>${formMessages.messageRequired.message}</p>`);

    // Better Auth's own refusal on the Hindi sign-in page.
    const signIn = await postForm(t.rt, '/hi/signin', { intent: 'sign-in', email: uniqueEmail('nobody'), password: 'wrong-password' });
    expect(await pageText(signIn)).toContain(hindi({ id: 'auth.code.invalid-email-or-password', message: 'Invalid email or password' }));
  });

  it("a lesson's practice, a talk and a mentor answer a Hindi request in Hindi", async () => {
    const devanagari = /[\u0900-\u097F]/;
    const hindi = (text: Parameters<typeof writeText>[0]) => writeText(text, 'hi');
    const asHindi = { 'accept-language': 'hi' };
    const course = '/api/courses/excel-for-data-analysis';
    const lesson = (await requestJson(t.rt, `${course}/lessons/1`)).body as { lesson: { id: string }; exercises: Array<{ id: string; expected: number | string }> };
    const [first] = lesson.exercises;
    const check = (formula: unknown) => requestJson(t.rt, `${course}/lessons/${lesson.lesson.id}/exercises/${first!.id}/check`, { json: { formula }, headers: asHindi });
    for (const text of [formulaExerciseMessages.unreadable, formulaExerciseMessages.typeAFormula, talkMessages.notFound]) expect(hindi(text)).toMatch(devanagari);

    // The verdict is written by the server in the request's language; so is a refused formula.
    expect((await check('=AVERAGE(C2:C9')).body).toMatchObject({ correct: false, message: hindi(formulaExerciseMessages.unreadable) });
    expect((await check(`=${first!.expected}`)).body.message).toBe(hindi(formulaExerciseMessages.typedAnswer));
    const empty = await check('');
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(hindi(formulaExerciseMessages.typeAFormula));
    // Without the header the same check is English.
    const english = await requestJson(t.rt, `${course}/lessons/${lesson.lesson.id}/exercises/${first!.id}/check`, { json: { formula: '=AVERAGE(C2:C9' } });
    expect(english.body.message).toBe(writeText(formulaExerciseMessages.unreadable, 'en'));

    // The Hindi lesson page posted without scripts: the verdict comes back in Hindi beside the exercise.
    const page = await postForm(t.rt, '/hi/courses/excel-for-data-analysis/lessons/1', { intent: 'formula', lessonId: lesson.lesson.id, exerciseId: first!.id, formula: '=AVERAGE(C2:C9' });
    expect(await pageText(page)).toContain(hindi(formulaExerciseMessages.unreadable));

    // A service's refusal: a talk that does not exist. The mentors' upgrade sentence keeps the plans' own numbers.
    const me = await quickUser(t.rt, 'hindi-refusals');
    const missing = await requestJson(t.rt, '/api/talks/00000000-0000-4000-8000-000000000000/registration', { method: 'POST', cookie: me.cookie, headers: asHindi });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(hindi(talkMessages.notFound));
    expect(hindi(learningMessages.upgradeToBook)).toMatch(/Premium \(2 /);
  });

  it('counts and rules written around a number are Hindi on /hi: the Resource Hub’s category counts and description, the runway’s rounding rule', async () => {
    const category = await pageText(await request(t.rt, '/hi/blog/category/entrepreneurship'));
    expect(category).toMatch(/ChangePath रिसोर्स हब में entrepreneurship पर \d+ लेख।/);
    expect(category).toMatch(/class="sr-only">\d+ लेख</);
    expect(category).not.toMatch(/\d+ articles?\b/);
    expect(await pageText(await request(t.rt, '/blog/category/entrepreneurship'))).toMatch(/\d+ articles? on entrepreneurship from the ChangePath Resource Hub\./);
    const runway = await pageText(await request(t.rt, '/hi/entrepreneurship/financial-tools?tab=runway'));
    expect(runway).toContain(writeText(RUNWAY_ROUNDING_NOTE, 'hi'));
    expect(runway).not.toContain(englishOf(RUNWAY_ROUNDING_NOTE));
  });

  it('serves the legal pages in the language of their address, whole text written for it', async () => {
    for (const [path, kind] of [['/terms', 'terms'], ['/privacy', 'privacy'], ['/code-of-conduct', 'conduct']] as const) {
      const hindi = await pageText(await request(t.rt, `/hi${path}`));
      const english = await pageText(await request(t.rt, path));
      for (const section of legalDocument(kind, 'hi').sections) expect(hindi, `${path} ${section.id}`).toContain(section.heading);
      for (const section of legalDocument(kind, 'en').sections) {
        expect(english, `${path} ${section.id}`).toContain(section.heading);
        expect(hindi, `${path} ${section.id}`).not.toContain(`>${section.heading}<`);
      }
    }
  });

  it("a signed-in person's Hindi dashboard and notification settings are Hindi", async () => {
    const me = await quickUser(t.rt, 'hindi-dashboard');
    const dashboard = await pageText(await request(t.rt, '/hi/dashboard', { cookie: me.cookie }));
    const profileStep = { id: 'dashboard.profile.title', message: 'Complete your career profile' };
    expect(writeText(profileStep, 'hi')).toMatch(/[\u0900-\u097F]/);
    expect(dashboard).toContain(writeText(profileStep, 'hi'));
    expect(dashboard).not.toContain(profileStep.message);
    expect(dashboard).not.toContain('Take the skills assessment');
    const profile = await pageText(await request(t.rt, '/hi/profile', { cookie: me.cookie }));
    expect(profile).toContain(writeText(NOTIFICATION_CATEGORIES.replies.label, 'hi'));
    expect(profile).toContain(writeText(deliveryLabels.digest, 'hi'));
    expect(profile).not.toContain(NOTIFICATION_CATEGORIES.replies.label.message);
  });
});
