import type { AppType, In } from '../../../contract/index.ts';

/**
 * The hand-off from a public flow into the cabinet (§2.15, §2.16): what the visitor chose — the
 * tariff and the office address, or the tariff and the numbers — kept in this tab's
 * sessionStorage while they log in (or straight away when they already are). The wizard route
 * creates the application from it and then forgets it. Nothing secret is kept here: no token, no
 * code.
 */
export type Handoff =
  | { appType: 'internet'; intent: In<'createApplication'>; summary: HandoffSummary }
  | { appType: 'mobile'; intent: In<'createMobileApplication'>; summary: HandoffSummary };

/** What the login page shows about the application being made. */
export interface HandoffSummary {
  tariffName: string;
  /** KZT per month, for the whole application. */
  monthlyPayment: number;
  /** Office internet: the address on one line. */
  address?: string;
  /** Mobile: main and additional numbers. */
  numbers?: { main: number; additional: number };
}

const KEY = 'dala.handoff';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled (privacy mode): the hand-off lives only as long as the page
  }
}

let memory: Handoff | null = null;

export function saveHandoff(handoff: Handoff): void {
  memory = handoff;
  try {
    storage()?.setItem(KEY, JSON.stringify(handoff));
  } catch {
    // quota or privacy mode: the in-memory copy still carries it through client navigation
  }
}

/** The pending hand-off, optionally only of one application type. */
export function readHandoff(appType?: AppType): Handoff | null {
  let found = memory;
  const raw = storage()?.getItem(KEY);
  if (raw) {
    try {
      found = JSON.parse(raw) as Handoff;
    } catch {
      found = null;
    }
  }
  if (!found || (appType && found.appType !== appType)) return null;
  return found;
}

export function clearHandoff(): void {
  memory = null;
  storage()?.removeItem(KEY);
}
