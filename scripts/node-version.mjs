/**
 * The Node.js version guard (issue 16). Importing this module, or running it (`node scripts/node-version.mjs`),
 * stops the process at once, with one line naming the version found, the version needed and how to get it, and
 * exit status 1, when the running Node.js is older than the major that package.json's `engines.node` asks for
 * (">=24"). Every entry point imports it first, and the npm scripts that start a third-party tool (Vitest, ESLint,
 * tsc, react-router, drizzle-kit) run it before the tool, so an old Node never gets as far as a stack trace from a
 * dependency halfway through.
 *
 * Run with `--print`, it also prints the version and path of the Node.js it runs on (`npm test` and `.ci/run` do).
 *
 * Written in plain JavaScript that any Node.js still in use can parse, and it reads no file.
 */

/**
 * The lowest supported major: the same as package.json's `engines.node`, `.nvmrc` and `.node-version` (a unit test,
 * scripts/node-version.test.ts, keeps them equal). A constant, not read from package.json, so that the server bundle
 * (dist/server/main.mjs), which inlines this module, needs no file beside it.
 */
export const REQUIRED_NODE_MAJOR = 24;

/**
 * The one-line message for an unsupported Node.js, or null when `version` (e.g. "v20.20.2") is supported.
 * @param {string} version  process.version of the running Node.js
 * @returns {string | null}
 */
export function unsupportedNodeMessage(version) {
  const major = Number(/^v?(\d+)/.exec(version)[1]);
  if (major >= REQUIRED_NODE_MAJOR) return null;
  return (
    `ChangePath needs Node.js ${REQUIRED_NODE_MAJOR} or newer, but this is Node.js ${version}. ` +
    `Run it through npm: \`npm install\` brings Node.js ${REQUIRED_NODE_MAJOR} into node_modules and ` +
    `\`npm start\` / \`npm test\` use it; or use Node.js ${REQUIRED_NODE_MAJOR} yourself ` +
    `(the version is in .nvmrc), or the node:${REQUIRED_NODE_MAJOR}-slim image.`
  );
}

const message = unsupportedNodeMessage(process.version);
if (message) {
  console.error(message);
  process.exit(1);
}
if (process.argv.includes('--print')) console.log(`Node.js ${process.version} (${process.execPath})`);
