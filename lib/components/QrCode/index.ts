/**
 * Not exported from `lib/index.ts`: the QR library (uqr) comes only with the screens that draw a
 * code (the kiosk's exit dialog, eGov QR signing), imported from here.
 */
export { QrCode } from './QrCode.tsx';
export { QUIET_ZONE, qrDrawing, type QrDrawing } from './qrPath.ts';
