import { lazy, Suspense } from 'react';
import type { AppType } from '../../../../contract/domain.ts';
import { loadMessages, useLocale } from '../../../i18n/index.ts';
import { useHydrated } from '../../../routes/useHydrated.ts';
import { useSession } from '../../session/index.ts';
import type { ResumePromptProps } from './ResumePrompt.tsx';

// The prompt's words are in the cabinet's messages, which a product page does not load.
const prompts = {
  ru: lazy(() => loadMessages('ru', ['cabinet']).then(() => import('./ResumePrompt.tsx'))),
  kk: lazy(() => loadMessages('kk', ['cabinet']).then(() => import('./ResumePrompt.tsx'))),
};

/**
 * Where a product page's flow may show the resume prompt (§2.21): nothing in the prerendered
 * page or for an anonymous visitor — its code and its call only for a signed-in one.
 */
export function ResumePromptSlot(props: ResumePromptProps & { appType: AppType }) {
  const hydrated = useHydrated();
  const ResumePrompt = prompts[useLocale()];
  const session = useSession();
  if (!hydrated || session.status !== 'authenticated') return null;
  return (
    <Suspense fallback={null}>
      <ResumePrompt {...props} />
    </Suspense>
  );
}
