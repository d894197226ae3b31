import { ToastProvider } from '../../../lib/index.ts';
import { defineIsland } from '../../islands/Island.tsx';
import { ShareBlock, type ShareBlockProps } from './ShareBlock.tsx';

/**
 * An article's share block (§2.9): its copy button is the interactive part. Its toast
 * («Скопировано») is drawn by its own provider, after the block.
 */
function Share(props: ShareBlockProps) {
  return (
    <ToastProvider>
      <ShareBlock {...props} />
    </ToastProvider>
  );
}

export default defineIsland('share', Share, { messages: ['pages'] });
