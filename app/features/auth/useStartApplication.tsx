import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useApi } from '../api/index.ts';
import { useSiteNavigate } from '../../routes/useSiteNavigate.ts';
import { onPhone } from './desktop.ts';
import { saveHandoff, type Handoff } from './handoff.ts';
import { WIZARD_PATH } from './paths.ts';

/* The public pages load the dialog's code only when a phone needs it. */
const DesktopWarning = lazy(() => import('./DesktopWarning.tsx'));

export interface StartApplication {
  /** Starts the application of a public flow's choice. */
  start: (handoff: Handoff) => void;
  /** The phone warning, rendered by the flow (nothing until it is needed). */
  warning: ReactNode;
}

/**
 * Hands a public flow's choice to the cabinet: keeps it (tab storage) and goes to the wizard
 * route, which creates the application — or to /auth first when there is no session (the wizard
 * needs both tokens, §4.6). The language of the page is kept. A signed-in visitor on a phone is
 * first told that a computer is better, as /auth tells the others (§1, §2.18): «Всё равно
 * продолжить» goes on, «Закрыть» stays in the flow with nothing kept.
 */
export function useStartApplication(): StartApplication {
  const api = useApi();
  const go = useSiteNavigate();
  const [held, setHeld] = useState<Handoff | null>(null);
  const proceed = useCallback(
    (handoff: Handoff, signedIn: boolean) => {
      saveHandoff(handoff);
      go(signedIn ? WIZARD_PATH[handoff.appType] : '/auth');
    },
    [go],
  );
  const start = useCallback(
    (handoff: Handoff) => {
      const signedIn = api.tokens.getAccess() !== null && api.tokens.getRefresh() !== null;
      // Without a session /auth says it (before the login), so it is said once either way.
      if (signedIn && onPhone()) setHeld(handoff);
      else proceed(handoff, signedIn);
    },
    [api, proceed],
  );
  const warning = held && (
    <Suspense fallback={null}>
      <DesktopWarning
        open
        onOpenChange={(open) => {
          if (!open) setHeld(null);
        }}
        onProceed={() => proceed(held, true)}
      />
    </Suspense>
  );
  return { start, warning };
}
