/**
 * `npm run dev`: the API on :3001 (restarted on change by tsx watch) and the Vite dev server on :3000, which
 * proxies /api to it. PUBLIC_URL is the Vite origin so cookies and e-mail links point at it.
 */
import './node-version.mjs';
import { spawn } from 'node:child_process';
import { packageBin } from './build-if-stale.mjs';

const env = { ...process.env, PORT: '3001', PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:3000', API_PORT: '3001' };
const children = [
  spawn(process.execPath, [packageBin('tsx', 'tsx'), 'watch', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn(process.execPath, [packageBin('@react-router/dev', 'react-router'), 'dev'], { stdio: 'inherit', env }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', stop));
