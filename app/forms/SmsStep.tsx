import { useMemo, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../lib/components/Button/Button.tsx';
import { SmsCodeInput } from '../../lib/components/SmsCodeInput/SmsCodeInput.tsx';
import { useFormSettings } from './connection.ts';
import { FormStatusProvider, ServiceError, StepHeading, type HeadingLevel } from './Form.tsx';
import type { SmsConfirmation } from './useSmsConfirmation.ts';
import * as layout from './layout.css.ts';

export interface SmsStepProps<V> {
  /** The confirmation, from `useSmsConfirmation`; its code must have been sent. */
  sms: SmsConfirmation<V>;
  /** Id of the code input (error-summary links, tests). */
  codeId: string;
  level: HeadingLevel;
  title: ReactNode;
  /** «Мы отправили код на номер +7 701 *** ** 67.» */
  sentText: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** «Изменить…»: back to what the code confirms. The step's calls in flight are ignored. */
  onEdit: () => void;
  editLabel: string;
  /** Focus the title when the step appears. @default true */
  focusOnMount?: boolean;
}

/**
 * The SMS confirmation step, inline (no dialog of its own): where the code went, the kit's code
 * field with its resend countdown, wrong-code and locked states, and «Подтвердить». A complete code
 * confirms by itself; the button is there for those who paste or correct it.
 */
export function SmsStep<V>({
  sms,
  codeId,
  level,
  title,
  sentText,
  confirmLabel,
  busyLabel,
  onEdit,
  editLabel,
  focusOnMount = true,
}: SmsStepProps<V>) {
  // Taken apart first: a member passed to `ref` would make the linter treat all of `sms` as a ref.
  const { attachCodeInput, ...code } = sms;
  const locked = code.state.lockedMinutes !== undefined;
  const { sharedDevice } = useFormSettings();
  const { waitingForConnection, confirm, locale } = code;
  const status = useMemo(
    () => ({ waitingForConnection, retry: () => void confirm(), locale }),
    [waitingForConnection, confirm, locale],
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void code.confirm();
  };
  return (
    <form
      className={layout.form}
      onSubmit={submit}
      noValidate
      autoComplete={sharedDevice ? 'off' : undefined}
      data-step="sms"
    >
      <StepHeading level={level} focusOnMount={focusOnMount}>
        {title}
      </StepHeading>
      <p className={layout.text}>{sentText}</p>
      <FormStatusProvider value={status}>
        <ServiceError message={code.serviceError} />
      </FormStatusProvider>
      <SmsCodeInput
        id={codeId}
        ref={attachCodeInput}
        length={code.sent?.codeLength}
        value={code.code}
        onChange={code.setCode}
        // The code state has not caught up with the last digit yet: pass it along.
        onComplete={(complete) => void code.confirm(complete)}
        wrongCode={code.state.wrong}
        attemptsLeft={code.state.wrong ? code.state.attemptsLeft : undefined}
        lockedMinutes={code.state.lockedMinutes}
        error={code.state.error}
        onResend={code.resend}
        countdown={code.countdown}
        required
      />
      <div className={layout.actions}>
        {!locked && (
          <Button type="submit" size="l" loading={code.busy} loadingLabel={busyLabel}>
            {confirmLabel}
          </Button>
        )}
        <Button
          variant="secondary"
          size="l"
          onClick={() => {
            code.leave();
            onEdit();
          }}
        >
          {editLabel}
        </Button>
      </div>
    </form>
  );
}
