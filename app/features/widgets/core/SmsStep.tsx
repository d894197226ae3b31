import type { FormEvent, Ref } from 'react';
import { Button } from '../../../../lib/components/Button/Button.tsx';
import { SmsCodeInput } from '../../../../lib/components/SmsCodeInput/SmsCodeInput.tsx';
import type { SmsCountdown } from '../../../../lib/components/SmsCodeInput/useSmsCountdown.ts';
import { ServiceError, StepHeading } from './Frame.tsx';
import * as styles from './widget.css.ts';

/** What the backend said about the last code. */
export interface SmsCodeState {
  /** SMS_CODE_INVALID: the code is wrong; the digits stay, selected for retyping. */
  wrong?: boolean;
  attemptsLeft?: number;
  /** SMS_ATTEMPTS_EXHAUSTED: the phone is locked for this many minutes. */
  lockedMinutes?: number;
  /** Any other problem with the code (empty, too short, expired), inline at the field. */
  error?: string;
}

export interface SmsStepProps {
  level: 2 | 3 | 4 | 5;
  title: string;
  /** «Мы отправили код на номер +7 701 *** ** 67.» */
  sentText: string;
  codeId: string;
  /** The code input, to focus it when the code is missing. */
  codeRef?: Ref<HTMLInputElement>;
  length: number;
  code: string;
  onCodeChange: (code: string) => void;
  state: SmsCodeState;
  countdown: SmsCountdown;
  /** Sends a new code; rejects when it could not (the caller shows why). */
  onResend: () => Promise<unknown>;
  /** Confirms the code: the one just completed, or the current value from the button. */
  onConfirm: (code?: string) => void;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onEdit: () => void;
  editLabel: string;
  serviceError: string | null;
}

/**
 * The SMS confirmation step, inline in the widget (no dialog): where the code went, the kit's code
 * field with its resend countdown, wrong-code and locked states, and «Подтвердить». A complete
 * code confirms by itself; the button is there for those who paste or correct it.
 */
export function SmsStep({
  level,
  title,
  sentText,
  codeId,
  codeRef,
  length,
  code,
  onCodeChange,
  state,
  countdown,
  onResend,
  onConfirm,
  confirmLabel,
  busyLabel,
  busy,
  onEdit,
  editLabel,
  serviceError,
}: SmsStepProps) {
  const locked = state.lockedMinutes !== undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy && !locked) onConfirm();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-step="sms">
      <StepHeading level={level}>{title}</StepHeading>
      <p className={styles.text}>{sentText}</p>
      <ServiceError message={serviceError} />
      <SmsCodeInput
        id={codeId}
        ref={codeRef}
        length={length}
        value={code}
        onChange={onCodeChange}
        onComplete={(complete) => {
          // The parent's `code` state has not caught up with the last digit yet: pass it along.
          if (!busy) onConfirm(complete);
        }}
        wrongCode={state.wrong}
        attemptsLeft={state.wrong ? state.attemptsLeft : undefined}
        lockedMinutes={state.lockedMinutes}
        error={state.error}
        onResend={onResend}
        countdown={countdown}
        required
      />
      <div className={styles.actions}>
        {!locked && (
          <Button type="submit" size="l" loading={busy} loadingLabel={busyLabel}>
            {confirmLabel}
          </Button>
        )}
        <Button variant="secondary" size="l" onClick={onEdit}>
          {editLabel}
        </Button>
      </div>
    </form>
  );
}
