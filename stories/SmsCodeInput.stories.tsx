import type { Story } from '@ladle/react';
import { useState } from 'react';
import { SMS_LOCK_MINUTES } from '../contract/limits.ts';
import { KitProvider, SmsCodeInput, type SmsCodeInputProps } from '../lib/index.ts';

export default { title: 'Kit / SmsCodeInput' };

const hint = 'Мы отправили код на номер +7 (701) 123-45-67';

/** A demo flow: 4821 is the right code; wrong entries use up three attempts. */
function Flow(props: Partial<SmsCodeInputProps>) {
  const [code, setCode] = useState(props.defaultValue ?? '');
  const [wrong, setWrong] = useState(props.wrongCode ?? false);
  const [attempts, setAttempts] = useState(props.attemptsLeft ?? 3);
  const locked = props.lockedMinutes ?? (attempts === 0 ? SMS_LOCK_MINUTES : undefined);
  return (
    <SmsCodeInput
      hint={hint}
      onResend={() => new Promise((resolve) => setTimeout(resolve, 600))}
      {...props}
      defaultValue={undefined}
      value={code}
      onChange={(next) => {
        setCode(next);
        setWrong(false);
      }}
      onComplete={(next) => {
        if (next === '4821') return;
        setWrong(true);
        setAttempts((n) => n - 1);
      }}
      wrongCode={wrong}
      attemptsLeft={wrong ? attempts : undefined}
      lockedMinutes={locked}
    />
  );
}

export const Empty: Story = () => <Flow />;

export const Filled: Story = () => <Flow defaultValue="4821" />;

export const Countdown: Story = () => <Flow defaultValue="48" />;

export const ResendAvailable: Story = () => <Flow resendSeconds={0} />;

export const WrongCode: Story = () => <Flow defaultValue="1234" wrongCode attemptsLeft={2} />;

export const AttemptsExhausted: Story = () => <Flow defaultValue="1234" lockedMinutes={10} />;

export const Disabled: Story = () => <Flow defaultValue="48" disabled />;

export const SixDigits: Story = () => <Flow length={6} />;

export const Kazakh: Story = () => (
  <KitProvider locale="kk">
    <div lang="kk" style={{ display: 'grid', gap: 32 }}>
      <Flow hint="Код +7 (701) 123-45-67 нөміріне жіберілді" />
      <Flow
        hint="Код +7 (701) 123-45-67 нөміріне жіберілді"
        defaultValue="1234"
        wrongCode
        attemptsLeft={2}
        resendSeconds={0}
      />
      <Flow hint="Код +7 (701) 123-45-67 нөміріне жіберілді" lockedMinutes={10} />
    </div>
  </KitProvider>
);
