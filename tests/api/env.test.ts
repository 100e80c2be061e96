/**
 * Settings (`src/server/env.ts`): production refuses to start without its secrets and names the missing
 * variable; demo mode fills in embedded defaults and keeps a generated secret in DATA_DIR.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '~/server/env';

const productionEnv = {
  NODE_ENV: 'production',
  BETTER_AUTH_SECRET: 's'.repeat(48),
  PUBLIC_URL: 'https://changepath.example',
  SMTP_URL: 'smtp://mail.example:587',
  DATA_DIR: 'memory://',
};

function envError(source: Record<string, string | undefined>): EnvError {
  try {
    loadEnv(source as NodeJS.ProcessEnv);
  } catch (err) {
    expect(err).toBeInstanceOf(EnvError);
    return err as EnvError;
  }
  throw new Error('loadEnv did not throw');
}

describe('loadEnv', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('accepts a complete production environment', () => {
    const env = loadEnv(productionEnv);
    expect(env).toMatchObject({ production: true, demoMode: false, publicUrl: 'https://changepath.example', authSecret: 's'.repeat(48) });
  });

  it('refuses production without BETTER_AUTH_SECRET, naming it', () => {
    const err = envError({ ...productionEnv, BETTER_AUTH_SECRET: undefined });
    expect(err.message).toContain('BETTER_AUTH_SECRET');
    expect(err.message).not.toContain('PUBLIC_URL');
    expect(envError({ ...productionEnv, BETTER_AUTH_SECRET: '' }).message).toContain('BETTER_AUTH_SECRET');
  });

  it('refuses a short BETTER_AUTH_SECRET, naming it', () => {
    expect(envError({ ...productionEnv, BETTER_AUTH_SECRET: 'too-short' }).message).toContain('BETTER_AUTH_SECRET');
  });

  it('refuses production without PUBLIC_URL or SMTP_URL, naming each', () => {
    const err = envError({ ...productionEnv, PUBLIC_URL: undefined, SMTP_URL: undefined });
    expect(err.message).toContain('PUBLIC_URL');
    expect(err.message).toContain('SMTP_URL');
  });

  it('names a malformed variable', () => {
    expect(envError({ PORT: 'eighty' }).message).toContain('PORT');
    expect(envError({ DATABASE_URL: 'not a url' }).message).toContain('DATABASE_URL');
    expect(envError({ LOG_LEVEL: 'loud' }).message).toContain('LOG_LEVEL');
  });

  it('needs all three OpenID settings or none', () => {
    expect(envError({ OIDC_ISSUER: 'http://127.0.0.1:9999' }).message).toMatch(/OIDC_CLIENT_ID/);
    const env = loadEnv({ DATA_DIR: 'memory://', OIDC_ISSUER: 'http://127.0.0.1:9999', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' });
    expect(env.OIDC_ISSUER).toBe('http://127.0.0.1:9999');
  });

  it('runs in demo mode with embedded defaults and a generated secret kept in DATA_DIR', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cp-env-'));
    dirs.push(dir);
    const first = loadEnv({ DATA_DIR: dir, DEMO: '1' });
    expect(first).toMatchObject({ production: false, demoMode: true, PORT: 3000, publicUrl: 'http://localhost:3000' });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'auth-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.authSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadEnv({ DATA_DIR: dir }).authSecret).toBe(first.authSecret);
  });

  it('treats TRUST_PROXY as off unless set', () => {
    expect(loadEnv({ DATA_DIR: 'memory://' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ DATA_DIR: 'memory://', TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(envError({ DATA_DIR: 'memory://', TRUST_PROXY: 'maybe' }).message).toContain('TRUST_PROXY');
  });
});
