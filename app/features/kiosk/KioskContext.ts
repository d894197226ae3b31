import { createContext, useContext } from 'react';
import type { ExitReason } from './links/linkPolicy.ts';

/** What the kiosk's frame gives its screens. */
export interface KioskValue {
  /** The device's id (`KIOSK_ID`) for the leads made here; undefined without one. */
  kioskId: string | undefined;
  /** Shows `url` as a QR code to open on the visitor's phone («Откройте на своём телефоне»). */
  showExit: (url: string, reason: ExitReason) => void;
}

export const KioskContext = createContext<KioskValue | null>(null);

export function useKiosk(): KioskValue {
  const value = useContext(KioskContext);
  if (!value) throw new Error('useKiosk needs the KioskShell above it');
  return value;
}
