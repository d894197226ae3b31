import type { Story } from '@ladle/react';
import { KitProvider, Stepper } from '../lib/index.ts';

export default { title: 'Kit / Stepper' };

const office = ['Данные компании', 'Подписание документов', 'Дата подключения', 'Готово'];
const mobile = ['Данные компании', 'Подписание документов', 'Способ получения', 'Готово'];

export const Horizontal: Story = () => <Stepper steps={office} currentStep={2} />;

export const FirstStep: Story = () => <Stepper steps={mobile} currentStep={1} />;

export const AllComplete: Story = () => <Stepper steps={office} currentStep={5} />;

export const Compact: Story = () => (
  <div style={{ maxWidth: 360 }}>
    <Stepper steps={mobile} currentStep={3} layout="compact" />
  </div>
);

export const Kazakh: Story = () => (
  <KitProvider locale="kk">
    <div lang="kk" style={{ display: 'grid', gap: 32 }}>
      <Stepper
        steps={['Компания деректері', 'Құжаттарға қол қою', 'Қосылу күні', 'Дайын']}
        currentStep={2}
      />
      <div style={{ maxWidth: 360 }}>
        <Stepper
          steps={['Компания деректері', 'Құжаттарға қол қою', 'Алу тәсілі', 'Дайын']}
          currentStep={3}
          layout="compact"
        />
      </div>
    </div>
  </KitProvider>
);
