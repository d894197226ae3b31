import { useRef } from 'react';
import { Button, Dialog } from '../../../../lib/index.ts';
import { fill } from '../../../i18n/format.ts';
import { useMessages } from '../../../i18n/index.ts';
import { IDLE_EXTEND_SECONDS } from './extend.ts';
import * as styles from './idle.css.ts';
import { IDLE_ANSWERS } from './useIdle.ts';

/**
 * «Вы ещё здесь?» (WCAG 2.2.1: warned, with time to say so): the seconds left in large figures
 * and in the sentence a screen reader reads when it opens, and one large «Продолжить». Any touch
 * or key anywhere answers it too (`KioskShell` listens), as does Escape; «+ время» answers it and
 * gives the visit more time (WCAG 2.2.1 «Extend»). At zero it says the screen is being cleared.
 */
export function IdleDialog({
  open,
  secondsLeft,
  resetting,
  onContinue,
  onExtend,
  container,
}: {
  open: boolean;
  secondsLeft: number;
  /** The countdown reached zero: the kiosk is wiping and reloading its home. */
  resetting: boolean;
  onContinue: () => void;
  /** «+ время»: answers it and lengthens the wait for the rest of the visit. */
  onExtend: () => void;
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
        <div className={styles.actions} {...{ [IDLE_ANSWERS]: '' }}>
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
          {!resetting && (
            <Button
              size="xl"
              variant="secondary"
              fullWidth
              onClick={onExtend}
              aria-label={fill(words.extendLabel, { minutes: IDLE_EXTEND_SECONDS / 60 })}
            >
              {words.extend}
            </Button>
          )}
        </div>
      }
    >
      {/* Said by the description; shown large for those standing back from the screen. */}
      <p className={styles.seconds} aria-hidden="true" data-countdown={secondsLeft}>
        {secondsLeft}
      </p>
    </Dialog>
  );
}
