/**
 * The deployment recipe in deploy/ (issue 25), checked without a Docker engine:
 * - `deploy/compose.yaml` through `docker-compose config` (Debian's docker-compose validates and resolves a file
 *   without an engine): two app replicas on PostgreSQL and Redis behind Caddy, TRUST_PROXY and production mode
 *   set, migrations in a one-shot service the apps wait for, secrets required from deploy/.env (a missing one
 *   stops `config` with its name), a backup service kept out of `up`, Prometheus under `--profile monitoring`
 *   scraping both processes with the token from .env (deploy/prometheus.yml holds no secret);
 * - `deploy/Dockerfile`: dockerfile-utils' validator (the parser behind the Docker language server) reports no
 *   problem, and the rules we require hold (decision 014: no maintained npm linter checks them): every stage
 *   `FROM node:24-*-slim`, the production dependencies from `npm ci --omit=dev`, the build in its own stage, a
 *   non-root USER, a HEALTHCHECK on /api/health/ready, and the start through scripts/start.mjs;
 * - `deploy/Caddyfile` through `caddy adapt --validate`: round-robin over every upstream, retries while one is
 *   down, active health checks on /api/health/ready, and the request id passed on.
 * The tools are Debian packages (`apt-get install -y docker-compose caddy`; .ci/run installs them). Without them
 * these checks are skipped on a developer's machine, and fail under CI (CI=true or RELIABILITY_TESTS=1).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';

const DEPLOY = fileURLToPath(new URL('../../deploy', import.meta.url));
const required = process.env.CI === 'true' || process.env.RELIABILITY_TESTS === '1';
const has = (tool: string) => spawnSync(tool, ['--version'], { encoding: 'utf8' }).status === 0 || spawnSync(tool, ['version'], { encoding: 'utf8' }).status === 0;

/** Runs the suite when `tool` is installed; otherwise skips it, or (under CI) fails it saying what to install. */
function describeWith(tool: string, name: string, fn: () => void) {
  if (has(tool)) describe(name, fn);
  else if (required) describe(name, () => it(`needs ${tool}`, () => expect.fail(`${tool} is not installed: apt-get install -y ${tool} (.ci/run does)`)));
  else describe.skip(`${name} (${tool} not installed)`, fn);
}

const SECRETS = {
  POSTGRES_PASSWORD: 'pg-password-for-the-test',
  SITE_DOMAIN: 'changepath.example.edu',
  ACME_EMAIL: 'it@example.edu',
  BETTER_AUTH_SECRET: 'a'.repeat(40),
  SMTP_URL: 'smtp://mail.example.edu:587',
  METRICS_TOKEN: 'm'.repeat(24),
};

/** `docker-compose config` of deploy/compose.yaml with `env` (and no .env file): exit status and output. */
function composeConfig(env: Record<string, string>, args: string[] = []) {
  return spawnSync('docker-compose', ['--project-directory', DEPLOY, '-f', path.join(DEPLOY, 'compose.yaml'), ...args, 'config'], {
    cwd: DEPLOY,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
  });
}

/** The services block of resolved compose YAML: name → its lines (enough for the checks; no YAML parser needed). */
function servicesOf(yaml: string): Record<string, string> {
  const block = yaml.split(/^services:\n/m)[1].split(/^\S/m)[0];
  const out: Record<string, string> = {};
  for (const part of block.split(/^ {2}(?=[a-z0-9_-]+:\n)/m).filter(Boolean)) {
    const name = part.slice(0, part.indexOf(':'));
    out[name] = part;
  }
  return out;
}

describeWith('docker-compose', 'deploy/compose.yaml', () => {
  it('is valid and runs two app replicas on PostgreSQL and Redis behind Caddy, in production mode behind a trusted proxy', () => {
    const run = composeConfig(SECRETS);
    expect(run.stderr).not.toMatch(/ERROR|invalid/i);
    expect(run.status).toBe(0);
    const services = servicesOf(run.stdout);
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'backup', 'caddy', 'db', 'migrate', 'prometheus', 'redis']);
    // The backup service only runs when asked for (`--profile tools`), never with `up`; Prometheus with `--profile monitoring`.
    expect(services.backup).toMatch(/profiles:\n\s+- tools/);
    expect(services.prometheus).toMatch(/profiles:\n\s+- monitoring/);
    for (const app of ['app1', 'app2']) {
      const s = services[app];
      expect(s).toContain('dockerfile: deploy/Dockerfile');
      expect(s).toContain("TRUST_PROXY: 'true'".replace(/'/g, '"'));
      expect(s).toContain('NODE_ENV: production');
      expect(s).toContain(`DATABASE_URL: postgres://changepath:${SECRETS.POSTGRES_PASSWORD}@db:5432/changepath`);
      expect(s).toContain('REDIS_URL: redis://redis:6379');
      expect(s).toContain(`PUBLIC_URL: https://${SECRETS.SITE_DOMAIN}`);
      expect(s).toContain(`METRICS_TOKEN: ${SECRETS.METRICS_TOKEN}`);
      // Migrations run once, before the replicas start.
      expect(s).toMatch(/migrate:\n\s+condition: service_completed_successfully/);
    }
    expect(services.migrate).toContain('scripts/migrate.ts');
    expect(services.migrate).toMatch(/db:\n\s+condition: service_healthy/);
    expect(services.db).toContain('image: postgres:17');
    expect(services.caddy).toContain('image: caddy:2');
    expect(services.caddy).toContain('APP_UPSTREAMS: app1:3000 app2:3000');
    expect(services.caddy).toMatch(/published: 443|443:443/);
    expect(services.caddy).toContain('Caddyfile:/etc/caddy/Caddyfile:ro');
  });

  it('keeps the backup service for `--profile tools run`, writing to ./backups', () => {
    const run = composeConfig(SECRETS, ['--profile', 'tools']);
    expect(run.status).toBe(0);
    const backup = servicesOf(run.stdout).backup;
    expect(backup).toContain('scripts/db-backup.ts --out /backups/changepath-');
    expect(backup).toMatch(/backups:\/backups/);
  });

  it("makes the secrets with the guide's generators, whose output survives being pasted into DATABASE_URL", () => {
    // docs/deploy.md §1 and deploy/.env.example say how to make each secret; compose pastes POSTGRES_PASSWORD into
    // DATABASE_URL unescaped, so a base64 '/', '+' or '=' (about half of `openssl rand -base64 32` outputs) made
    // the URL unparseable and no process started.
    const guide = readFileSync(fileURLToPath(new URL('../../docs/deploy.md', import.meta.url)), 'utf8');
    const example = readFileSync(path.join(DEPLOY, '.env.example'), 'utf8');
    const generators: Array<[string, string]> = [];
    for (const name of ['POSTGRES_PASSWORD', 'BETTER_AUTH_SECRET', 'METRICS_TOKEN']) {
      const inGuide = guide.match(new RegExp(`^#\\s+${name}:\\s+(openssl rand [^\\n#]+?)\\s*$`, 'm'));
      const inExample = example.match(new RegExp(`^# (openssl rand [-\\w ]+?)(?: —[^\\n]*)?\\n${name}=`, 'm'));
      expect(inGuide, `docs/deploy.md names a generator for ${name}`).not.toBeNull();
      expect(inExample, `deploy/.env.example names a generator for ${name}`).not.toBeNull();
      generators.push([name, inGuide![1]], [name, inExample![1]]);
    }
    for (const [name, command] of generators) {
      // 64 secrets from one shell (one process started per generator, not 64: starting a process from a test worker
      // that has loaded the whole server is slow), each followed by a line of its own to split on.
      expect(command, 'a generator is one openssl command').toMatch(/^openssl rand [-\w ]+$/);
      const run = spawnSync('sh', ['-c', `for i in $(seq 64); do ${command} || exit 1; echo '--end--'; done`], { encoding: 'utf8' });
      expect(run.status, `${command}: ${run.stderr}`).toBe(0);
      const secrets = run.stdout.split('--end--\n').slice(0, -1);
      expect(secrets).toHaveLength(64);
      for (const output of secrets) {
        const secret = output.trim();
        expect(secret.length, `${name} from ${command}`).toBeGreaterThanOrEqual(32);
        // RFC 3986 unreserved characters only: nothing a URL (or a shell, or YAML) would read differently.
        expect(secret, `${name} from \`${command}\``).toMatch(/^[A-Za-z0-9._~-]+$/);
      }
    }
    // And through compose: a generated password comes out of DATABASE_URL as it went in.
    const password = spawnSync('openssl', generators[0][1].split(/\s+/).slice(1), { encoding: 'utf8' }).stdout.trim();
    const run = composeConfig({ ...SECRETS, POSTGRES_PASSWORD: password });
    expect(run.status, run.stderr).toBe(0);
    const databaseUrl = servicesOf(run.stdout).app1.match(/DATABASE_URL: (\S+)/)![1];
    const url = new URL(databaseUrl);
    expect(decodeURIComponent(url.password)).toBe(password);
    expect(url.host).toBe('db:5432');
    expect(url.pathname).toBe('/changepath');
  });

  it("runs the guide's nightly cron line in a fresh checkout: the log's folder exists before the shell opens it", () => {
    // The line appends to backups/backup.log; the shell opens that file before `docker compose` runs, so a
    // missing deploy/backups/ (git does not keep it) failed the backup every night without a line of log.
    const guide = readFileSync(fileURLToPath(new URL('../../docs/deploy.md', import.meta.url)), 'utf8');
    const cron = guide.match(/echo '15 2 \* \* \* (cd \/opt\/changepath\/deploy && [^']+)'/);
    expect(cron, 'docs/deploy.md §3 has the cron line').not.toBeNull();
    const dir = mkdtempSync(path.join(tmpdir(), 'changepath-cron-'));
    try {
      const checkout = path.join(dir, 'deploy');
      const bin = path.join(dir, 'bin');
      mkdirSync(checkout);
      mkdirSync(bin);
      // A stand-in for docker: it says what it was asked to do.
      writeFileSync(path.join(bin, 'docker'), '#!/bin/sh\necho "docker $*"\n', { mode: 0o755 });
      const line = cron![1].replace('/opt/changepath/deploy', checkout);
      const run = spawnSync('sh', ['-c', line], { encoding: 'utf8', env: { PATH: `${bin}:${process.env.PATH}` } });
      expect(run.status, run.stderr).toBe(0);
      expect(readFileSync(path.join(checkout, 'backups', 'backup.log'), 'utf8')).toContain('docker compose --profile tools run --rm backup');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('adds Prometheus with `--profile monitoring`, scraping both app processes with the token, and no secret in git', () => {
    const run = composeConfig(SECRETS, ['--profile', 'monitoring']);
    expect(run.stderr).not.toMatch(/ERROR|invalid/i);
    expect(run.status).toBe(0);
    const prometheus = servicesOf(run.stdout).prometheus;
    expect(prometheus).toContain(`METRICS_TOKEN: ${SECRETS.METRICS_TOKEN}`);
    expect(prometheus).toMatch(/prometheus\.yml:\/etc\/prometheus\/prometheus\.yml:ro/);
    // Its web UI has no sign-in: only this machine reaches it.
    expect(prometheus).toMatch(/- 127\.0\.0\.1:9090:9090/);
    const config = readFileSync(path.join(DEPLOY, 'prometheus.yml'), 'utf8');
    const credentialsFile = config.match(/^\s+credentials_file: (\S+)$/m)?.[1];
    expect(credentialsFile, 'prometheus.yml reads the token from a file').toBeDefined();
    // The container writes the token from .env to exactly that file before Prometheus starts.
    expect(prometheus.replace(/\n\s+/g, ' ')).toContain(`"$$METRICS_TOKEN" > ${credentialsFile} && exec /bin/prometheus --config.file=/etc/prometheus/prometheus.yml`);
    expect(config).toMatch(/^\s+type: Bearer$/m);
    expect(config).toMatch(/^\s+metrics_path: \/metrics$/m);
    expect(config).toMatch(/^\s+- targets: \["app1:3000", "app2:3000"\]$/m);
    expect(config).not.toMatch(/^\s+credentials:/m);
    // Without the token compose refuses to start it, naming the setting.
    const { METRICS_TOKEN: _omitted, ...rest } = SECRETS;
    const refused = composeConfig(rest, ['--profile', 'monitoring']);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('set METRICS_TOKEN');
  });

  it('switches every service to another database with DATABASE_NAME from .env, as the guide says to after a restore', () => {
    const run = composeConfig({ ...SECRETS, DATABASE_NAME: 'changepath_restored' }, ['--profile', 'tools']);
    expect(run.status, run.stderr).toBe(0);
    const services = servicesOf(run.stdout);
    for (const name of ['migrate', 'app1', 'app2', 'backup']) {
      expect(services[name], name).toContain(`DATABASE_URL: postgres://changepath:${SECRETS.POSTGRES_PASSWORD}@db:5432/changepath_restored`);
    }
    const guide = readFileSync(fileURLToPath(new URL('../../docs/deploy.md', import.meta.url)), 'utf8');
    expect(guide).toContain("echo 'DATABASE_NAME=changepath_restored' >> .env");
    // Upgrades wait for each process to be healthy instead of sleeping a fixed time.
    expect(guide).toContain('docker compose up -d --no-deps --wait app1');
    expect(guide).not.toMatch(/sleep \d+\s/);
  });

  it('refuses to resolve without a required secret, naming it', () => {
    const { BETTER_AUTH_SECRET: _omitted, ...rest } = SECRETS;
    const run = composeConfig(rest);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('set BETTER_AUTH_SECRET');
  });
});

/** The Dockerfile's instructions: continuation lines joined, comments dropped; keyword upper-cased. */
function instructions(text: string): Array<{ keyword: string; args: string }> {
  const logical = text.replace(/\\\n/g, ' ').split('\n');
  return logical
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [keyword, ...rest] = l.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

describe('deploy/Dockerfile', () => {
  const text = readFileSync(path.join(DEPLOY, 'Dockerfile'), 'utf8');
  const all = instructions(text);
  const stages: Array<{ from: string; name: string; body: typeof all }> = [];
  for (const ins of all) {
    if (ins.keyword === 'FROM') {
      const [image, , name] = ins.args.split(/\s+/);
      stages.push({ from: image, name, body: [] });
    } else stages.at(-1)?.body.push(ins);
  }
  const final = stages.at(-1)!;

  it('passes the Dockerfile validator (dockerfile-utils) without a problem', () => {
    const problems = validate(text).map((d) => `line ${d.range.start.line + 1}: ${d.message}`);
    expect(problems).toEqual([]);
  });

  it('builds every stage on Node.js 24 slim, and the runtime from production dependencies only', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const s of stages) expect(s.from, `FROM ${s.from}`).toMatch(/^node:24(\.\d+)*-[a-z]+-slim$/);
    const deps = stages.find((s) => s.body.some((i) => i.keyword === 'RUN' && /\bnpm ci\b.*--omit=dev/.test(i.args)));
    expect(deps, 'a stage runs npm ci --omit=dev').toBeDefined();
    const build = stages.find((s) => s.body.some((i) => i.keyword === 'RUN' && /\bnpm run build\b/.test(i.args)));
    expect(build, 'a stage runs npm run build').toBeDefined();
    expect(build).not.toBe(final);
    const copies = final.body.filter((i) => i.keyword === 'COPY').map((i) => i.args);
    expect(copies.some((a) => a.includes(`--from=${deps!.name}`) && a.includes('node_modules')), 'node_modules come from the --omit=dev stage').toBe(true);
    expect(copies.some((a) => a.includes(`--from=${build!.name}`) && /\/app\/build\b/.test(a))).toBe(true);
    expect(copies.some((a) => a.includes(`--from=${build!.name}`) && /\/app\/dist\b/.test(a))).toBe(true);
    // The runtime never installs packages of its own from npm.
    expect(final.body.filter((i) => i.keyword === 'RUN' && /\bnpm (ci|install|i)\b/.test(i.args))).toEqual([]);
    // Read at run time: the course lessons.
    expect(copies.some((a) => /^(--chown=\S+ )?content \.\/content$/.test(a))).toBe(true);
  });

  it('runs as a non-root user, checks /api/health/ready, and starts with scripts/start.mjs in production', () => {
    const user = final.body.filter((i) => i.keyword === 'USER').at(-1);
    expect(user?.args).toBeDefined();
    expect(user!.args).not.toMatch(/^(root|0)(:|$)/);
    const health = final.body.filter((i) => i.keyword === 'HEALTHCHECK');
    expect(health).toHaveLength(1);
    expect(health[0].args).toContain('/api/health/ready');
    expect(final.body.find((i) => i.keyword === 'CMD')?.args).toBe('["node", "scripts/start.mjs"]');
    expect(final.body.find((i) => i.keyword === 'ENV')?.args).toContain('NODE_ENV=production');
    // USER comes after every instruction that needs root (apt-get, chown).
    const userIndex = final.body.lastIndexOf(user!);
    expect(final.body.slice(userIndex).filter((i) => i.keyword === 'RUN')).toEqual([]);
  });
});

describeWith('caddy', 'deploy/Caddyfile', () => {
  it('adapts and validates: round robin over every app process, retries while one is down, health checks, request ids', () => {
    const run = spawnSync('caddy', ['adapt', '--config', path.join(DEPLOY, 'Caddyfile'), '--adapter', 'caddyfile', '--validate'], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, HOME: process.env.HOME, SITE_ADDRESS: SECRETS.SITE_DOMAIN, ACME_EMAIL: SECRETS.ACME_EMAIL, APP_UPSTREAMS: 'app1:3000 app2:3000' },
    });
    expect(run.status, run.stderr).toBe(0);
    const config = JSON.parse(run.stdout);
    const found: unknown[] = [];
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        if ((v as { handler?: string }).handler === 'reverse_proxy') found.push(v);
        Object.values(v).forEach(walk);
      }
    };
    walk(config);
    expect(found).toHaveLength(1);
    const proxy = found[0] as {
      upstreams: Array<{ dial: string }>;
      load_balancing: { selection_policy: { policy: string }; try_duration: number };
      health_checks: { active: { uri: string } };
      headers: { request: { set: Record<string, string[]> } };
    };
    expect(proxy.upstreams.map((u) => u.dial)).toEqual(['app1:3000', 'app2:3000']);
    expect(proxy.load_balancing.selection_policy.policy).toBe('round_robin');
    expect(proxy.load_balancing.try_duration).toBeGreaterThanOrEqual(5e9);
    expect(proxy.health_checks.active.uri).toBe('/api/health/ready');
    expect(proxy.headers.request.set['X-Request-Id']).toEqual(['{http.request.uuid}']);
    expect(JSON.stringify(config)).toContain(SECRETS.SITE_DOMAIN);
  });
});
