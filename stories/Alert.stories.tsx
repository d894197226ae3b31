import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Alert, Button, KitProvider } from '../lib/index.ts';

export default { title: 'Kit / Alert' };

const stack = { display: 'grid', gap: 16, maxWidth: 640 } as const;

export const Tones: Story = () => (
  <div style={stack}>
    <Alert tone="success" title="Информация успешно обновлена" />
    <Alert tone="error" title="Не удалось загрузить тарифы">
      Попробуйте позже
    </Alert>
    <Alert tone="info">Специалист свяжется с вами в течение 2 рабочих дней.</Alert>
    <Alert tone="warning" title="Нужна ЭЦП">
      Вход в кабинет и подпись документов работают только с компьютера.
    </Alert>
  </div>
);

export const ErrorTone: Story = () => (
  <Alert tone="error" title="Сервис временно недоступен">
    Попробуйте позже
  </Alert>
);

export const Dismissible: Story = () => {
  const [shown, setShown] = useState(true);
  return shown ? (
    <Alert tone="success" title="Данные сохранены" onDismiss={() => setShown(false)} />
  ) : (
    <Button onClick={() => setShown(true)}>Показать снова</Button>
  );
};

export const WithHeading: Story = () => (
  <Alert tone="info" title="Ваша заявка обрабатывается" headingLevel={2}>
    Для продолжения мы отправим SMS.
  </Alert>
);

export const Kazakh: Story = () => (
  <KitProvider locale="kk">
    <div lang="kk" style={stack}>
      <Alert tone="success" title="Ақпарат сәтті жаңартылды" onDismiss={() => {}} />
      <Alert tone="error" title="Тарифтерді жүктеу мүмкін болмады">
        Кейінірек қайталап көріңіз
      </Alert>
    </div>
  </KitProvider>
);
