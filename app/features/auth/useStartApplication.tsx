import { useCallback } from 'react';
import { useApi } from '../api/index.ts';
import { useSiteNavigate } from '../../routes/useSiteNavigate.ts';
import { saveHandoff, type Handoff } from './handoff.ts';
import { WIZARD_PATH } from './paths.ts';

/** Starts the application of a public flow's choice. */
export type StartApplication = (handoff: Handoff) => void;

/**
 * Hands a public flow's choice to the cabinet: keeps it (tab storage) and goes to the wizard
 * route, which creates the application — or to /auth first when there is no session (the wizard
 * needs both tokens, §4.6). The language of the page is kept. A phone goes the same way: the
 * §2.18 notice at /auth and at the signing step says what works there (issue 39 — no dialog
 * turns it back first).
 */
export function useStartApplication(): StartApplication {
  const api = useApi();
  const go = useSiteNavigate();
  return useCallback(
    (handoff: Handoff) => {
      const signedIn = api.tokens.getAccess() !== null && api.tokens.getRefresh() !== null;
      saveHandoff(handoff);
      go(signedIn ? WIZARD_PATH[handoff.appType] : '/auth');
    },
    [api, go],
  );
}
