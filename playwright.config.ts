import { defineConfig } from '@playwright/test';

/**
 * Browser specs (tests/e2e) in Debian's Chromium against the real server, which tests/e2e/global-setup.ts
 * starts with loopback SMTP and OpenID peers. Run with `npm run test:e2e` (tests/e2e/run.ts checks Chromium
 * and builds the client first). Playwright never downloads a browser here (STACK.md).
 */
export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  // Two spec files at a time against the one server (the tests within a file run in order): on our 2-core machines
  // this halves the run (21 → 10 minutes measured). Specs make their own people, talks and threads, so they do not
  // meet; a count another spec may change is checked as 'at least'. E2E_WORKERS=1 runs one file at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: 'list',
  // A journey of many pages with axe checks takes 20–40 s on a quiet 2-core machine; a minute leaves room for a
  // loaded CI machine without hiding a page that hangs (each step still has its own 5 s expectation).
  timeout: 60_000,
  expect: { timeout: 5_000 },
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
