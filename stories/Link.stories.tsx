import type { Story } from '@ladle/react';
import { KitProvider, Link, SIZES } from '../lib/index.ts';

export default { title: 'Kit / Link' };

export const Inline: Story = () => (
  <p style={{ maxWidth: 560 }}>
    Подключите <Link href="/virtual-ats">виртуальную АТС</Link> бесплатно и включите{' '}
    <Link href="/roaming">базовый роуминг</Link> на всех номерах. Условия — в{' '}
    <Link href="/support">центре помощи</Link>.
  </p>
);

export const Standalone: Story = () => (
  <ul style={{ listStyle: 'none', padding: 0, display: 'grid', gap: 8 }}>
    <li>
      <Link href="/mobile-connection" variant="standalone">
        Мобильная связь
      </Link>
    </li>
    <li>
      <Link href="/internet-for-office" variant="standalone">
        Интернет для офиса
      </Link>
    </li>
    <li>
      <Link href="/tariffs-archive" variant="standalone">
        Архив тарифов
      </Link>
    </li>
  </ul>
);

export const External: Story = () => (
  <p>
    Документы компании и{' '}
    <Link href="https://example.kz/tender" external>
      закупки
    </Link>{' '}
    — на основном сайте оператора.
  </p>
);

export const ButtonLook: Story = () => (
  <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
    <Link href="/application-for-connection" appearance="button">
      Подключить
    </Link>
    <Link href="/mobile-connection" appearance="button" variant="secondary">
      Подробнее о тарифе
    </Link>
    <Link href="/" appearance="button" variant="ghost">
      Перейти на главную
    </Link>
  </div>
);

export const ButtonLookSizes: Story = () => (
  <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
    {SIZES.map((size) => (
      <Link key={size} href="/auth" appearance="button" size={size}>
        Кабинет {size}
      </Link>
    ))}
  </div>
);

export const WithRouter: Story = () => (
  <KitProvider locale="ru" navigate={(href) => window.alert(`navigate(${href})`)}>
    <p>
      Обычный щелчок по <Link href="/blog">блогу</Link> уходит в роутер; Ctrl+щелчок открывает новую
      вкладку.
    </p>
  </KitProvider>
);

export const Kazakh: Story = () => (
  <KitProvider locale="kk">
    <div lang="kk" style={{ display: 'grid', gap: 16 }}>
      <p>
        <Link href="/kk/virtual-ats">Виртуалды АТС</Link> тегін қосылады.{' '}
        <Link href="https://example.kz/tender" external>
          Сатып алулар
        </Link>
      </p>
      <Link href="/kk/application-for-connection" appearance="button">
        Қосу
      </Link>
    </div>
  </KitProvider>
);
