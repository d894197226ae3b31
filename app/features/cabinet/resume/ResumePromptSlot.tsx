import { lazy, Suspense } from 'react';
import type { AppType } from '../../../../contract/domain.ts';
import { useHydrated } from '../../../routes/useHydrated.ts';
import { useSession } from '../../session/index.ts';
import type { ResumePromptProps } from './ResumePrompt.tsx';

const ResumePrompt = lazy(() => import('./ResumePrompt.tsx'));

/**
 * Where a product page's flow may show the resume prompt (§2.21): nothing in the prerendered
 * page or for an anonymous visitor — its code and its call only for a signed-in one.
 */
export function ResumePromptSlot(props: ResumePromptProps & { appType: AppType }) {
  const hydrated = useHydrated();
  const session = useSession();
  if (!hydrated || session.status !== 'authenticated') return null;
  return (
    <Suspense fallback={null}>
      <ResumePrompt {...props} />
    </Suspense>
  );
}
