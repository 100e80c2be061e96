/**
 * Sign-in with an OpenID Connect provider (spec §2.5; STACK.md pitfall 11) against a real `oidc-provider` on
 * loopback: the start answers the issuer's authorization URL (PKCE, state, Better Auth's callback), and the
 * whole round trip — login form, consent, callback — ends in a server session for a verified user.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { accounts, users } from '~/server/db/schema';
import { cookiesOf, describeEachDatabase, request, requestJson, uniqueIp, useTestRuntime } from '../support/test-app';

/** A minimal cookie jar for one origin (the provider's interaction cookies). */
class Jar {
  private cookies = new Map<string, string>();
  take(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      if (!value || /max-age=0|expires=thu, 01 jan 1970/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** Follows redirects at the provider until one leaves it; returns that URL (absolute). */
async function driveProvider(start: string, issuer: string, jar: Jar, login: string): Promise<URL> {
  let url = new URL(start);
  for (let hop = 0; hop < 20; hop++) {
    if (url.origin !== new URL(issuer).origin) return url;
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(res);
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url);
      continue;
    }
    expect(res.status, `${url}`).toBe(200);
    const html = await res.text();
    const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
    const prompt = html.match(/name="prompt" value="([^"]+)"/)?.[1];
    expect(action, html).toBeTruthy();
    const form = new URLSearchParams({ prompt: prompt! });
    if (prompt === 'login') {
      expect(html).toContain('name="login"');
      expect(html).toContain('name="password"');
      form.set('login', login);
      form.set('password', 'any-password');
    }
    const posted = await fetch(new URL(action!.replace(/&amp;/g, '&'), url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    jar.take(posted);
    expect(posted.status, await posted.clone().text()).toBeGreaterThanOrEqual(300);
    url = new URL(posted.headers.get('location')!, url);
  }
  throw new Error('Too many redirects at the OpenID provider');
}

describeEachDatabase('OpenID Connect sign-in', (kind) => {
  const t = useTestRuntime(kind, { oidc: true });

  it('offers the provider in the public config', async () => {
    const { body } = await requestJson(t.rt, '/api/config');
    expect(body.providers).toEqual([{ id: 'oidc', name: t.rt.env.OIDC_NAME, kind: 'oauth2' }]);
    expect(JSON.stringify(body)).not.toContain(t.oidc.clientSecret);
  });

  it('starts at POST /api/auth/sign-in/social with a URL at the issuer', async () => {
    const res = await request(t.rt, '/api/auth/sign-in/social', { json: { provider: 'oidc', callbackURL: '/dashboard' } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.redirect).toBe(true);
    const url = new URL(body.url);
    expect(url.origin).toBe(t.oidc.issuer);
    expect(url.searchParams.get('client_id')).toBe(t.oidc.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.rt.env.publicUrl}/api/auth/callback/oidc`);
    expect(url.searchParams.get('redirect_uri')).toBe(t.oidc.redirectUri);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toBeTruthy();
  });

  it('refuses a callbackURL on another site', async () => {
    const res = await request(t.rt, '/api/auth/sign-in/social', {
      json: { provider: 'oidc', callbackURL: 'https://evil.example/steal' },
    });
    expect(res.status).toBe(403);
  });

  it('signs a person in through the provider and lands on the callbackURL', async () => {
    const ip = uniqueIp();
    const start = await request(t.rt, '/api/auth/sign-in/social', { json: { provider: 'oidc', callbackURL: '/dashboard' }, ip });
    const stateCookie = cookiesOf(start);
    const { url } = await start.json();

    const callback = await driveProvider(url, t.oidc.issuer, new Jar(), 'oidc-person-1');
    expect(`${callback.origin}${callback.pathname}`).toBe(t.oidc.redirectUri);
    expect(callback.searchParams.get('code')).toBeTruthy();

    const landed = await request(t.rt, callback.toString(), { cookie: stateCookie, ip });
    expect(landed.status).toBe(302);
    expect(landed.headers.get('location')).toBe('/dashboard');
    const session = cookiesOf(landed);
    expect(session).toContain('session_token=');

    const me = await requestJson(t.rt, '/api/me', { cookie: session });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email: t.oidc.user.email, name: t.oidc.user.name, emailVerified: true, role: 'user' });

    const [row] = await t.rt.database.db
      .select({ providerId: accounts.providerId, accountId: accounts.accountId })
      .from(accounts)
      .innerJoin(users, eq(accounts.userId, users.id))
      .where(eq(users.email, t.oidc.user.email));
    expect(row).toEqual({ providerId: 'oidc', accountId: 'oidc-person-1' });
  });

  it('refuses a callback whose state was not issued to this browser', async () => {
    const start = await request(t.rt, '/api/auth/sign-in/social', { json: { provider: 'oidc', callbackURL: '/dashboard' } });
    const { url } = await start.json();
    const callback = await driveProvider(url, t.oidc.issuer, new Jar(), 'oidc-person-2');
    const landed = await request(t.rt, callback.toString()); // no state cookie
    expect(cookiesOf(landed)).not.toContain('session_token=');
    expect(landed.headers.get('location') ?? '').not.toBe('/dashboard');
  });
});
