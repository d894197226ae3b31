import { useRef } from 'react';
import { Button, Dialog } from '../../../../lib/index.ts';
import { fill } from '../../../i18n/format.ts';
import { useMessages } from '../../../i18n/index.ts';
import * as styles from './idle.css.ts';

/**
 * «Вы ещё здесь?» (WCAG 2.2.1: warned, with time to say so): the seconds left in large figures
 * and in the sentence a screen reader reads when it opens, and one large «Продолжить». Any touch
 * or key anywhere answers it too (`KioskShell` listens), as does Escape. At zero it says the
 * screen is being cleared.
 */
export function IdleDialog({
  open,
  secondsLeft,
  resetting,
  onContinue,
  container,
}: {
  open: boolean;
  secondsLeft: number;
  /** The countdown reached zero: the kiosk is wiping and reloading its home. */
  resetting: boolean;
  onContinue: () => void;
  container: HTMLElement | null;
}) {
  const words = useMessages().kiosk.idle;
  const continueRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !resetting) onContinue();
      }}
      variant="alert"
      size="m"
      title={words.title}
      description={resetting ? words.resetting : fill(words.countdown, { seconds: secondsLeft })}
      container={container}
      initialFocusRef={continueRef}
      footer={
        <Button
          ref={continueRef}
          size="xl"
          fullWidth
          onClick={onContinue}
          loading={resetting}
          loadingLabel={words.resetting}
        >
          {words.continue}
        </Button>
      }
    >
      {/* Said by the description; shown large for those standing back from the screen. */}
      <p className={styles.seconds} aria-hidden="true" data-countdown={secondsLeft}>
        {secondsLeft}
      </p>
    </Dialog>
  );
}
