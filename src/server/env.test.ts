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
  it('sells paid plans through the local Razorpay outside production, and in production only with the keys', () => {
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://changepath.example', SMTP_URL: 'smtp://mail.example:587' };
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
    expect(loadEnv({ DATA_DIR: 'memory://' }).paidPlans).toBe(true);
    expect(loadEnv({ DATA_DIR: 'memory://', PAID_PLANS: '0' }).paidPlans).toBe(false);
    expect(loadEnv(production).paidPlans).toBe(false);
    expect(() => loadEnv({ ...production, PAID_PLANS: '1' })).toThrow(/RAZORPAY_KEY_ID/);
    // Keys without the supplier's GSTIN: no lawful invoice can be issued, so no start.
    expect(() => loadEnv({ ...production, ...keys })).toThrow(/SUPPLIER_GSTIN/);
    const env = loadEnv({ ...production, ...keys, SUPPLIER_GSTIN: '27AAPFU0939F1ZV' });
    expect(env.paidPlans).toBe(true);
    expect(env.supplierGstin).toBe('27AAPFU0939F1ZV');
    // One key without the others cannot take a payment, in any mode.
    expect(() => loadEnv({ DATA_DIR: 'memory://', RAZORPAY_KEY_ID: 'rzp_test_x' })).toThrow(/together/);
    expect(() => loadEnv({ DATA_DIR: 'memory://', SUPPLIER_GSTIN: 'not-a-gstin' })).toThrow(/SUPPLIER_GSTIN/);
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
