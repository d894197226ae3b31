import type { Story } from '@ladle/react';
import { useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  ErrorSummary,
  forbiddenCharactersMessage,
  KitProvider,
  RadioGroup,
  TextField,
  type ErrorSummaryItem,
} from '../lib/index.ts';

export default { title: 'Kit / ErrorSummary' };

export const Static: Story = () => (
  <ErrorSummary
    focusOnShow={false}
    errors={[
      { fieldId: 'phone', message: 'Некорректный номер телефона' },
      { fieldId: 'consent', message: 'Дайте согласие на обработку персональных данных' },
    ]}
  />
);

/** A consultation-like form validated on submit, GOV.UK style. */
function ConsultationForm() {
  const [name, setName] = useState('');
  const [street, setStreet] = useState('');
  const [delivery, setDelivery] = useState<string | null>(null);
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<ErrorSummaryItem[]>([]);
  const errorFor = (id: string) => errors.find((e) => e.fieldId === id)?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: ErrorSummaryItem[] = [];
    if (!name.trim()) next.push({ fieldId: 'name', message: 'Введите имя' });
    const chars = forbiddenCharactersMessage(street, 'ru');
    if (!street.trim()) next.push({ fieldId: 'street', message: 'Введите улицу' });
    else if (chars) next.push({ fieldId: 'street', message: chars });
    if (!delivery) next.push({ fieldId: 'delivery', message: 'Выберите способ получения' });
    if (!consent)
      next.push({ fieldId: 'consent', message: 'Дайте согласие на обработку персональных данных' });
    setErrors(next);
  };

  return (
    <form noValidate onSubmit={submit} style={{ display: 'grid', gap: 24, maxWidth: 560 }}>
      <ErrorSummary errors={errors} />
      <TextField id="name" label="Имя" value={name} onChange={setName} error={errorFor('name')} />
      <TextField
        id="street"
        label="Улица"
        value={street}
        onChange={setStreet}
        forbiddenCharacters
        error={errorFor('street')}
      />
      <RadioGroup
        id="delivery"
        label="Способ получения"
        value={delivery}
        onChange={setDelivery}
        error={errorFor('delivery')}
        options={[
          { value: 'pickup', label: 'Самовывоз' },
          { value: 'courier', label: 'Доставка' },
        ]}
      />
      <Checkbox
        id="consent"
        label="Согласен на обработку персональных данных"
        checked={consent}
        onCheckedChange={setConsent}
        error={errorFor('consent')}
      />
      <div>
        <Button type="submit">Отправить</Button>
      </div>
    </form>
  );
}

export const FormAfterSubmit: Story = () => <ConsultationForm />;

export const Kazakh: Story = () => (
  <KitProvider locale="kk">
    <div lang="kk">
      <ErrorSummary
        focusOnShow={false}
        errors={[
          { fieldId: 'bin', message: 'Ұйымның БСН-ін енгізіңіз' },
          { fieldId: 'phone', message: 'Телефон нөмірі қате' },
        ]}
      />
    </div>
  </KitProvider>
);
