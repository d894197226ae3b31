/**
 * `npm run dev`: the reference backend (API only, trusting the test PKI), Vite's dev server with
 * HMR, which proxies /api to it, and the stand-in signing client on wss://127.0.0.1:13579
 * (scripts/ncalayer-standin.ts; NCALAYER_STANDIN=0 leaves it out, e.g. to use the real NCALayer).
 * Ctrl-C stops them all.
 */
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8787';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: {
      DEV_API: '1',
      EDS_TRUST_TEST_CA: '1',
      // Vite's proxy makes every request come from 127.0.0.1: spared the per-address limits, or a
      // developer's hour of work would count as one client's (server/README.md «Abuse limits»).
      RATE_LIMIT_EXEMPT: '127.0.0.1',
      ...process.env,
      PORT: apiPort,
      SITE_DIR: '',
      HOST: '127.0.0.1',
    },
  }),
  spawn('node_modules/.bin/vite', ['--port', process.env.PORT ?? '5173'], {
    stdio: 'inherit',
    env: { ...process.env, API_TARGET: `http://127.0.0.1:${apiPort}` },
  }),
  ...(process.env.NCALAYER_STANDIN === '0'
    ? []
    : [
        spawn(process.execPath, ['--import', 'tsx', 'scripts/ncalayer-standin.ts'], {
          stdio: 'inherit',
        }),
      ]),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
