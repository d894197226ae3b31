import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { AppType } from '../../../contract/domain.ts';
import { wizardHref, type WizardStepSlug } from '../../routes/cabinetPaths.ts';
import { readSlug } from './stepSlugs.ts';

export interface WizardUrl {
  /** `?application=`: the application the URL names, or null (the last unfinished one). */
  opportunityId: string | null;
  /** `?step=`, when it names a step. */
  step: WizardStepSlug | null;
  /**
   * Points the URL at an application's step. `push` for a step the person moved on to (back
   * returns to where they were); `replace` for a correction or a move the wizard made by itself.
   */
  go: (target: { opportunityId: string; step: WizardStepSlug }, how: 'push' | 'replace') => void;
}

/** The wizard's place in the address: one URL per application and step (cabinetPaths.ts). */
export function useWizardUrl(appType: AppType): WizardUrl {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { opportunityId, step } = useMemo(() => {
    const query = new URLSearchParams(search);
    return { opportunityId: query.get('application') || null, step: readSlug(query.get('step')) };
  }, [search]);
  const go = useCallback<WizardUrl['go']>(
    (target, how) => navigate(wizardHref(appType, target), { replace: how === 'replace' }),
    [appType, navigate],
  );
  return { opportunityId, step, go };
}
