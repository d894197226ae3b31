/**
 * `npm run dev`: the reference backend (API only) plus Vite's dev server with HMR, which proxies
 * /api to it. Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8787';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { DEV_API: '1', ...process.env, PORT: apiPort, SITE_DIR: '', HOST: '127.0.0.1' },
  }),
  spawn('node_modules/.bin/vite', ['--port', process.env.PORT ?? '5173'], {
    stdio: 'inherit',
    env: { ...process.env, API_TARGET: `http://127.0.0.1:${apiPort}` },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
