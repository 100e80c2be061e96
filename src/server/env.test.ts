import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('runs on embedded defaults in demo mode, keeping a generated secret in DATA_DIR', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cp-env-'));
    const env = loadEnv({ DATA_DIR: dir, DEMO: '1' });
    expect(env.demoMode).toBe(true);
    expect(env.PORT).toBe(3000);
    expect(env.publicUrl).toBe('http://localhost:3000');
    expect(env.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8').trim()).toBe(env.authSecret);
    expect(loadEnv({ DATA_DIR: dir }).authSecret).toBe(env.authSecret);
  });
  it('runs the demo only when asked (DEMO=1), and never in production', () => {
    expect(loadEnv({ DATA_DIR: 'memory://' }).demoMode).toBe(false);
    expect(loadEnv({ DATA_DIR: 'memory://', DEMO: '0' }).demoMode).toBe(false);
    expect(loadEnv({ DATA_DIR: 'memory://', DEMO: '1' }).demoMode).toBe(true);
    const production = { NODE_ENV: 'production', DEMO: '1', BETTER_AUTH_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://changepath.example', SMTP_URL: 'smtp://mail.example:587' };
    expect(loadEnv(production).demoMode).toBe(false);
    expect(() => loadEnv({ DATA_DIR: 'memory://', DEMO: 'yes' })).toThrow(/DEMO/);
  });
  it('refuses production without its secrets, naming them', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(EnvError);
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/BETTER_AUTH_SECRET/);
    const env = loadEnv({
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://changepath.example',
      SMTP_URL: 'smtp://mail.example:587',
    });
    expect(env.demoMode).toBe(false);
    expect(env.production).toBe(true);
  });
  it('names a bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
  it('needs all three OpenID settings or none', () => {
    expect(() => loadEnv({ DATA_DIR: 'memory://', OIDC_ISSUER: 'http://127.0.0.1:1/' })).toThrow(/OIDC_CLIENT_ID/);
  });
  it('reads TRUST_PROXY as a boolean, off by default', () => {
    expect(loadEnv({ DATA_DIR: 'memory://' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ DATA_DIR: 'memory://', TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });
});
