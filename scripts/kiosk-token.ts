/**
 * Enrols a kiosk: prints the heartbeat key (`KIOSK_TOKEN`) of the device named by the argument,
 * made from the fleet's `KIOSK_FLEET_SECRET` (docs/kiosk.md «Heartbeat and remote settings»).
 *
 *   KIOSK_FLEET_SECRET=… npm run kiosk:token -- almaty-dostyk-1
 */
import { isKioskId, KIOSK_ID_PATTERN } from '../contract/kiosk.ts';
import { kioskFleetSecretFromEnv } from '../server/config.ts';
import { kioskDeviceToken } from '../server/domain/kioskFleet.ts';

const id = process.argv[2] ?? '';
const secret = kioskFleetSecretFromEnv(process.env);
if (!secret) {
  console.error('Set KIOSK_FLEET_SECRET (the backend’s, at least 32 characters).');
  process.exit(2);
}
if (!isKioskId(id)) {
  console.error(
    `Give the kiosk's id (${KIOSK_ID_PATTERN}): npm run kiosk:token -- almaty-dostyk-1`,
  );
  process.exit(2);
}
console.log(kioskDeviceToken(secret, id));
