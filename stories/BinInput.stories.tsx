import type { Story } from '@ladle/react';
import { useState, type FormEvent } from 'react';
import {
  BinInput,
  Button,
  KitProvider,
  binErrorMessage,
  useBinErrorMessage,
  validateBin,
  type BinInputProps,
} from '../lib/index.ts';

export default { title: 'Kit / BinInput' };

function Live(props: Partial<BinInputProps>) {
  const [value, setValue] = useState(props.defaultValue ?? '');
  return <BinInput {...props} defaultValue={undefined} value={value} onChange={setValue} />;
}

/** A company's number, as every company field asks it: a BIN or a sole proprietor's IIN. */
export const Empty: Story = () => <Live required />;

export const Filled: Story = () => <Live defaultValue="180440000128" required />;

/** A sole proprietor (ИП) registered without a BIN: its number is the owner's IIN. */
export const SoleProprietorIin: Story = () => <Live defaultValue="910405300814" required />;

export const Invalid: Story = () => (
  <Live defaultValue="910405300815" required error={binErrorMessage('CHECKSUM', 'ru')} />
);

export const WrongLength: Story = () => (
  <Live defaultValue="18044000012" required error={binErrorMessage('LENGTH', 'ru')} />
);

export const Disabled: Story = () => <Live defaultValue="180440000128" disabled />;

/** Where only a legal entity will do (`accept="bin"`): an IIN is refused in words. */
export const LegalEntityOnly: Story = () => (
  <Live
    accept="bin"
    defaultValue="850315300128"
    required
    error={binErrorMessage('IS_IIN', 'ru', 'bin')}
  />
);

/** A person's number (`accept="iin"`). */
export const PersonIin: Story = () => <Live accept="iin" defaultValue="850315300128" />;

export const ValidatedOnSubmit: Story = () => {
  const [bin, setBin] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const message = useBinErrorMessage();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
  };
  return (
    <form noValidate onSubmit={submit} style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <BinInput
        id="bin"
        value={bin}
        onChange={setBin}
        required
        error={submitted ? message(validateBin(bin)) : undefined}
      />
      <div>
        <Button type="submit">Узнать</Button>
      </div>
    </form>
  );
};

export const Kazakh: Story = () => (
  <KitProvider locale="kk">
    <div lang="kk" style={{ display: 'grid', gap: 24 }}>
      <Live defaultValue="180440000128" required />
      <Live defaultValue="910405300814" required />
      <Live defaultValue="910405300815" required error={binErrorMessage('CHECKSUM', 'kk')} />
      <Live
        accept="bin"
        defaultValue="850315300128"
        required
        error={binErrorMessage('IS_IIN', 'kk', 'bin')}
      />
    </div>
  </KitProvider>
);
