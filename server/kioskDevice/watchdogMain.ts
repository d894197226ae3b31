/**
 * `node watchdog.mjs` on a kiosk device (the variables are `watchdog.ts`'s): one look at the kiosk
 * page; exits 1 when the browser is to be restarted, which its systemd unit then does.
 */
import { watch } from './watchdog.ts';

const restart = await watch(
  {
    devtools: process.env.KIOSK_DEVTOOLS ?? 'http://127.0.0.1:9222',
    kioskOrigin: process.env.KIOSK_ORIGIN ?? 'http://127.0.0.1:8080',
  },
  {
    stateFile: process.env.KIOSK_WATCHDOG_STATE ?? '/run/dala-kiosk/watchdog-failures',
    limit: Number(process.env.KIOSK_WATCHDOG_FAILURES ?? 2) || 2,
  },
);
process.exit(restart ? 1 : 0);
