import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { loadMessages, useLocale } from '../../../i18n/index.ts';
import { useHydrated } from '../../../routes/useHydrated.ts';
import { useSession } from '../../session/index.ts';
import type { ResumePromptProps } from './ResumePrompt.tsx';

// The prompt's words are in the cabinet's messages, which a product page does not load.
const prompts = {
  ru: lazy(() => loadMessages('ru', ['cabinet']).then(() => import('./ResumePrompt.tsx'))),
  kk: lazy(() => loadMessages('kk', ['cabinet']).then(() => import('./ResumePrompt.tsx'))),
};

export interface ResumePromptSlotProps extends Omit<ResumePromptProps, 'flowBegun'> {
  /** The product's flow: the prompt comes above it. */
  children: ReactNode;
}

/**
 * A product page's flow with the place of its resume prompt (§2.21) above it: nothing in the
 * prerendered page or for an anonymous visitor — the prompt's code and its call only for a
 * signed-in one. The slot also tells the prompt whether the visitor has begun the flow (the focus
 * or a pointer in it): a prompt whose answer comes after that stays away (ResumePrompt).
 */
export function ResumePromptSlot({ children, ...props }: ResumePromptSlotProps) {
  const hydrated = useHydrated();
  const ResumePrompt = prompts[useLocale()];
  const session = useSession();
  const flow = useRef<HTMLDivElement>(null);
  const [flowBegun, setFlowBegun] = useState(false);
  useEffect(() => {
    const area = flow.current;
    if (!area || flowBegun) return;
    // A tap before hydration woke the island and was replayed to React: the focus it left says so.
    if (area.contains(document.activeElement)) {
      setFlowBegun(true);
      return;
    }
    const begin = () => setFlowBegun(true);
    area.addEventListener('pointerdown', begin, true);
    area.addEventListener('focusin', begin, true);
    return () => {
      area.removeEventListener('pointerdown', begin, true);
      area.removeEventListener('focusin', begin, true);
    };
  }, [flowBegun]);
  return (
    <>
      {hydrated && session.status === 'authenticated' && (
        <Suspense fallback={null}>
          <ResumePrompt {...props} flowBegun={flowBegun} />
        </Suspense>
      )}
      <div ref={flow}>{children}</div>
    </>
  );
}
