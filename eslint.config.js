// Lint rules: TypeScript's recommended set, React hooks rules, kebab-case file names, and the layers
// (docs/architecture.md, "Layers"): no import cycles in src/; src/shared imports neither side; the server never
// imports client code and the browser bundle never imports server code (types aside); a feature never reaches into
// another feature's internals. scripts/lint-rules.test.ts checks that each of these rules reports what it should.
import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { defineConfig } from 'eslint/config';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/**
 * A plural glued on in code (`n === 1 ? 'article' : 'articles'`, `'' : 's'`): English only, and wrong in languages
 * whose plural rules differ (Hindi counts 0 as one). The words belong in a Lingui plural. Reported for a conditional
 * whose two branches are string literals that differ by an English plural ending. `lingui/no-unlocalized-strings`
 * lets such lower-case words through, which is how two of them reached Hindi pages.
 */
const gluedPlural = {
  meta: { type: 'problem', messages: { glued: 'A plural glued on ("{{one}}" / "{{other}}"): write it as a Lingui plural (<Plural>, plural() in t/msg).' } },
  create(context) {
    const pluralOf = (one, other) => other === `${one}s` || other === `${one}es` || (one.endsWith('y') && other === `${one.slice(0, -1)}ies`) || (/\bis$/.test(one) && other === one.replace(/\bis$/, 'are'));
    return {
      ConditionalExpression(node) {
        const [a, b] = [node.consequent, node.alternate];
        if (a.type !== 'Literal' || b.type !== 'Literal' || typeof a.value !== 'string' || typeof b.value !== 'string') return;
        if (pluralOf(a.value, b.value) || pluralOf(b.value, a.value)) context.report({ node, messageId: 'glued', data: { one: a.value, other: b.value } });
      },
    };
  },
};

/**
 * A glob on absolute paths for `import-x/no-restricted-paths`, for `rel` (e.g. 'src/server/**') under the repository
 * or under a folder of it that copies src/'s layout (the rules test's fixtures, tests/lint-fixtures/).
 */
const under = (rel) => `${root}/**/${rel}`;

/** The feature folders of one side: `src/server/features/<name>/` or `src/client/features/<name>/`. */
const featuresOf = (side) =>
  readdirSync(path.join(root, 'src', side, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * One zone per feature: its files may import another feature's files only where `publicModules` (absolute globs)
 * allow. On the server a feature's public modules are its services (`features/<name>/*.service.ts`); client features
 * share nothing with each other (what two of them need lives in components/, lib/ or src/shared/).
 */
const featureZones = (side, publicModules, message) =>
  featuresOf(side).map((feature) => ({
    target: under(`src/${side}/features/${feature}/**`),
    from: under(`src/${side}/features/!(${feature})/**`),
    except: publicModules,
    message,
  }));

/** Each dot-separated part of a file name (its extension aside) is kebab-case: `talks.routes.ts`, `blog-posts.server.ts`. */
const KEBAB_CASE_PARTS = '+([a-z0-9])*(-+([a-z0-9]))*(.+([a-z0-9])*(-+([a-z0-9])))';

export default defineConfig(
  {
    ignores: ['build/', 'dist/', 'data/', '.react-router/', 'node_modules/', '.tmp/', 'test-results/', 'playwright-report/', 'coverage/', 'tests/lint-fixtures/'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs}': KEBAB_CASE_PARTS }],
      'check-file/folder-naming-convention': ['error', { '{src,tests,scripts}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
    },
    rules: {
      // Type-only imports are erased and do not count; dynamic import() does.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: under('src/shared/**'), from: [under('src/server/**'), under('src/client/**')], message: 'src/shared runs in both; it imports neither side.' },
            {
              target: under('src/server/**'),
              from: under('src/client/**'),
              message: 'The server never imports client code: move what both need to src/shared/ (or the server).',
            },
            ...featureZones(
              'server',
              [under('src/server/features/*/*.service.ts')],
              "A server feature uses another feature only through its services (features/<name>/*.service.ts); compose features in the app layer (runtime.ts, api.ts, pages/).",
            ),
            ...featureZones(
              'client',
              [],
              "A client feature does not import another feature: routes/ and layouts compose them, and what two features share lives in components/, lib/ or src/shared/.",
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Types only (erased from the bundle): route modules type their load context with the server's page services.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['~/server/*', '**/server/**'], message: 'The client must not import server code (types only).', allowTypeImports: true }] },
      ],
    },
  },
  {
    // The interface's plurals are Lingui plurals, in every language (see `gluedPlural`).
    files: ['src/client/**/*.{ts,tsx}', 'src/shared/**/*.ts'],
    plugins: { changepath: { rules: { 'no-glued-plural': gluedPlural } } },
    rules: { 'changepath/no-glued-plural': 'error' },
  },
  {
    // Words a person reads in the interface's components go through Lingui (Trans, t, msg), so that every language
    // has them. What is not words is let through: strings without a capital letter (class names, keys, paths),
    // the attributes and props that hold code (class names, ids, types, routes), and the product's own names.
    files: ['src/client/**/*.tsx'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // No capital letter: class names, keys, paths, units, mime types.
            '^[^A-Z]*$',
            // An identifier, a dotted key or an event name: starts lower-case, no spaces ('firstName', 'onShellReady').
            '^[a-z][\\w.:-]*$',
            // A language tag ('en-IN'), a time of day in an ISO string ('T12:00:00').
            '^[a-z]{2}-[A-Z]{2}$',
            '^T\\d{2}:\\d{2}:\\d{2}$',
            // What is left of a page title around its parts: ' · ChangeTalks · ChangePath'.
            '^[\\s·,]*((ChangePath|ChangeTalks)[\\s·,]*)*$',
            // Names that are the same in every language.
            '^(ChangePath|ChangeTalks|AI|UPI|JSON|PDF|CSV|Edge|Chrome|Firefox|Safari|Android|iOS|Windows|macOS|Linux)$',
            // A time zone ('Asia/Kolkata') or a header name ('Content-Type').
            '^[A-Z][A-Za-z]+/[A-Za-z_]+$',
            '^[A-Z][a-z]+-[A-Z][a-z]+$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className|Class$', flags: 'i' } },
            'message', 'id', 'status', 'href', 'to', 'type', 'name', 'key', 'testId', 'data-testid', 'rel', 'target', 'method',
            'variant', 'size', 'autoComplete', 'inputMode', 'role', 'src', 'as', 'side', 'align', 'value', 'htmlFor', 'action',
            'encType', 'lang', 'dir', 'sizes', 'property', 'content', 'mode', '@type', 'applicationCategory', 'operatingSystem',
            'dataKey', 'category',
          ],
          ignoreFunctions: ['console.*', 'cn', 'cva', 'logRenderError', '*.headers.set', 'headers.set', 'Error', 'JSON.*', 'URL', 'URLSearchParams'],
        },
      ],
    },
  },
);
