import type { Story } from '@ladle/react';
import { useState, type FormEvent } from 'react';
import {
  Button,
  KitProvider,
  PhoneInput,
  usePhoneErrorMessage,
  validatePhone,
  type PhoneInputProps,
} from '../lib/index.ts';

export default { title: 'Kit / PhoneInput' };

/** Keeps the reported E.164 value beside the field, so the story shows what a form receives. */
function Live(props: Partial<PhoneInputProps>) {
  const [value, setValue] = useState(props.defaultValue ?? '');
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <PhoneInput {...props} defaultValue={undefined} value={value} onChange={setValue} />
      <output style={{ fontFamily: 'monospace' }}>value: {JSON.stringify(value)}</output>
    </div>
  );
}

export const Empty: Story = () => <Live />;

export const Filled: Story = () => <Live defaultValue="+77011234567" required />;

export const Invalid: Story = () => (
  <Live defaultValue="+77301234567" required error="Некорректный номер телефона" />
);

/** An office line where a code must be texted: refused, and the field says why. */
export const LandlineWhereSmsIsSent: Story = () => (
  <Live
    defaultValue="+77273123456"
    required
    error="Нужен мобильный номер: на него придёт код в СМС"
  />
);

/** A lead form or the company's contact phone: nothing is texted, an office line will do. */
export const AnyNumber: Story = () => <Live accept="any" defaultValue="+77172123456" required />;

export const Disabled: Story = () => <Live defaultValue="+77011234567" disabled />;

export const ValidatedOnSubmit: Story = () => {
  const [phone, setPhone] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const message = usePhoneErrorMessage();
  const error = submitted ? message(validatePhone(phone)) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
  };
  return (
    <form noValidate onSubmit={submit} style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <PhoneInput id="phone" value={phone} onChange={setPhone} required error={error} />
      <div>
        <Button type="submit">Отправить</Button>
      </div>
    </form>
  );
};

export const Kazakh: Story = () => (
  <KitProvider locale="kk">
    <div lang="kk" style={{ display: 'grid', gap: 24 }}>
      <Live defaultValue="+7701123" required />
      <Live defaultValue="+77301234567" required error="Телефон нөмірі қате" />
      <Live accept="any" defaultValue="+77273123456" />
    </div>
  </KitProvider>
);
