import type { Story } from '@ladle/react';
import { useState, type FormEvent } from 'react';
import {
  BinInput,
  Button,
  KitProvider,
  useBinErrorMessage,
  validateBin,
  type BinInputProps,
} from '../lib/index.ts';

export default { title: 'Kit / BinInput' };

function Live(props: Partial<BinInputProps>) {
  const [value, setValue] = useState(props.defaultValue ?? '');
  return <BinInput {...props} defaultValue={undefined} value={value} onChange={setValue} />;
}

export const Empty: Story = () => <Live required />;

export const Filled: Story = () => <Live defaultValue="180440000128" required />;

export const Invalid: Story = () => (
  <Live defaultValue="180440000129" required error="БИН введён с ошибкой — проверьте цифры" />
);

export const WrongLength: Story = () => (
  <Live defaultValue="18044000012" required error="БИН должен состоять из 12 цифр" />
);

export const Disabled: Story = () => <Live defaultValue="180440000128" disabled />;

export const IinOrBin: Story = () => <Live accept="any" defaultValue="850315300128" />;

export const ValidatedOnSubmit: Story = () => {
  const [bin, setBin] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const message = useBinErrorMessage('bin');
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
        label="БИН организации"
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
      <Live
        defaultValue="850315300128"
        required
        error="Бұл — жеке тұлғаның ЖСН-і. Ұйымның БСН-ін енгізіңіз"
      />
    </div>
  </KitProvider>
);
