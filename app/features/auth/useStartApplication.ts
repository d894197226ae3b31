import { useCallback } from 'react';
import { useApi } from '../api/index.ts';
import { useSiteNavigate } from '../../routes/useSiteNavigate.ts';
import { saveHandoff, type Handoff } from './handoff.ts';
import { WIZARD_PATH } from './paths.ts';

/**
 * Hands a public flow's choice to the cabinet: keeps it (tab storage) and goes to the wizard
 * route, which creates the application — or to /auth first when there is no session (the wizard
 * needs both tokens, §4.6). The language of the page is kept.
 */
export function useStartApplication(): (handoff: Handoff) => void {
  const api = useApi();
  const go = useSiteNavigate();
  return useCallback(
    (handoff: Handoff) => {
      saveHandoff(handoff);
      const signedIn = api.tokens.getAccess() !== null && api.tokens.getRefresh() !== null;
      go(signedIn ? WIZARD_PATH[handoff.appType] : '/auth');
    },
    [api, go],
  );
}
