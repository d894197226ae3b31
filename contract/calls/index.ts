/**
 * Every call of the API, by name: the one table the backend's routes, the client, the OpenAPI
 * document and the conformance suite are made from. Adding a call: declare it in its area's file
 * with `defineCall` (it is in `CALLS` from then on), then `npm run contract` (docs/contract.md).
 */
import * as address from './address.ts';
import * as cabinet from './cabinet.ts';
import * as content from './content.ts';
import { declarationsOf, type CallDeclaration } from './define.ts';
import * as dev from './dev.ts';
import * as egov from './egov.ts';
import * as kiosk from './kiosk.ts';
import * as landing from './landing.ts';
import * as session from './session.ts';
import * as sms from './sms.ts';

/** The areas, in the reference's order: each call's group (tag) in the OpenAPI document. */
const AREAS = {
  Session: session,
  'SMS confirmation': sms,
  'Landing forms': landing,
  'Address and delivery': address,
  Cabinet: cabinet,
  'eGov QR signing': egov,
  Content: content,
  'Kiosk fleet': kiosk,
} as const;

/**
 * Every call, by the name it is declared under in its area: the calls are the areas' exports made
 * by `defineCall` (their schemas left out), so a new call needs no entry here.
 */
export const CALLS = {
  ...declarationsOf(session),
  ...declarationsOf(sms),
  ...declarationsOf(landing),
  ...declarationsOf(address),
  ...declarationsOf(cabinet),
  ...declarationsOf(egov),
  ...declarationsOf(content),
  ...declarationsOf(kiosk),
} satisfies Record<string, CallDeclaration>;

export type Calls = typeof CALLS;
export type CallKey = keyof Calls;

/**
 * The developer API's calls (`DEV_API=1` only, `./dev.ts`), by name: a table of their own, never
 * in `CALLS` — so never in the OpenAPI document, `contract/callTable.ts`, the conformance suite's
 * checks or a production server's routes. The reference backend serves them from these
 * declarations (`server/handlers/dev.ts`) and the tests call them by these keys.
 */
export const DEV_CALLS = declarationsOf(dev) satisfies Record<string, CallDeclaration>;
export type DevCalls = typeof DEV_CALLS;
export type DevCallKey = keyof DevCalls;
/** The developer API's group, were its routes described (`server/handlers/dev.ts`). */
export const DEV_AREA = 'Developer API (DEV_API=1)';
/**
 * The calls the site makes: all but the staff's (`staff: true`) and the eGov app's
 * (`egovApp: true`), which `CALL_TABLE` leaves out.
 */
export type SiteCallKey = {
  [K in CallKey]: Calls[K] extends { staff: true } | { egovApp: true } ? never : K;
}[CallKey];

/** Whether the site itself makes the call (not the operator's staff, not the eGov app). */
export function isSiteCall(call: CallDeclaration): boolean {
  return !call.staff && !call.egovApp;
}

/** The area a call (by its path) is declared in: its group in the OpenAPI reference. */
export function callArea(declaration: CallDeclaration): string {
  for (const [name, area] of Object.entries(AREAS)) {
    const calls = Object.values(area) as unknown[];
    if (calls.some((call) => (call as { path?: string }).path === declaration.path)) return name;
  }
  throw new Error(`call at ${declaration.path} is in no area`);
}

export { defineCall, type CallDeclaration, type CallInput, type CallOutput } from './define.ts';
