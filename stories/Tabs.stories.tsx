import type { Story } from '@ladle/react';
import { KitProvider, Tab, TabList, TabNav, TabPanel, Tabs } from '../lib/index.ts';

export default { title: 'Kit / Tabs' };

export const Roaming: Story = () => (
  <Tabs defaultValue="roaming">
    <TabList label="Роуминг и звонки за границу">
      <Tab value="roaming">Роуминг</Tab>
      <Tab value="calls">Звонки за границу</Tab>
    </TabList>
    <TabPanel value="roaming">
      <p>Пакеты интернета и минут в поездках — от 2200 ₸ в месяц.</p>
    </TabPanel>
    <TabPanel value="calls">
      <p>Звонки из Казахстана в другие страны по минутам или пакетами.</p>
    </TabPanel>
  </Tabs>
);

export const StatusFilter: Story = () => (
  <Tabs defaultValue="progress" size="s">
    <TabList label="Статус заявки">
      <Tab value="all">Все</Tab>
      <Tab value="new">Новые</Tab>
      <Tab value="progress">В работе</Tab>
      <Tab value="completed">Завершённые</Tab>
      <Tab value="cancelled" disabled>
        Отменённые
      </Tab>
    </TabList>
    {['all', 'new', 'progress', 'completed', 'cancelled'].map((value) => (
      <TabPanel key={value} value={value}>
        <p>Заявки: {value}</p>
      </TabPanel>
    ))}
  </Tabs>
);

export const Stretch: Story = () => (
  <Tabs defaultValue="lowered" stretch>
    <TabList label="Тарифы">
      <Tab value="lowered">С понижением</Tab>
      <Tab value="full">Без понижения</Tab>
    </TabList>
    <TabPanel value="lowered">После 20:00 скорость понижается.</TabPanel>
    <TabPanel value="full">Одна скорость круглосуточно.</TabPanel>
  </Tabs>
);

export const Navigation: Story = () => (
  <TabNav
    label="Мои заявки"
    currentHref="/profile-applications/internet"
    items={[
      { href: '/profile-applications/internet', label: 'Интернет для офиса' },
      { href: '/profile-applications/mobile', label: 'Мобильная связь' },
    ]}
  />
);

/** On a phone the five filters stay one row that scrolls sideways; the current one is in view. */
export const NavigationScrolling: Story = () => (
  <div style={{ maxWidth: 320 }}>
    <TabNav
      label="Заявки по статусу"
      size="s"
      overflow="scroll"
      currentHref="?status=cancelled"
      items={[
        { href: '?status=all', label: 'Все (3)' },
        { href: '?status=new', label: 'Новые (1)' },
        { href: '?status=inProgress', label: 'В работе (1)' },
        { href: '?status=completed', label: 'Завершённые (0)' },
        { href: '?status=cancelled', label: 'Отменённые (1)' },
      ]}
    />
  </div>
);

export const Kazakh: Story = () => (
  <KitProvider locale="kk">
    <div lang="kk" style={{ display: 'grid', gap: 24 }}>
      <TabNav
        label="Менің өтінімдерім"
        currentHref="/kk/profile-applications/mobile"
        items={[
          { href: '/kk/profile-applications/internet', label: 'Кеңсеге арналған интернет' },
          { href: '/kk/profile-applications/mobile', label: 'Мобильді байланыс' },
        ]}
      />
      <Tabs defaultValue="roaming">
        <TabList label="Роуминг және шетелге қоңыраулар">
          <Tab value="roaming">Роуминг</Tab>
          <Tab value="calls">Шетелге қоңыраулар</Tab>
        </TabList>
        <TabPanel value="roaming">Айына 2200 ₸-ден бастап.</TabPanel>
        <TabPanel value="calls">Қазақстаннан басқа елдерге қоңыраулар.</TabPanel>
      </Tabs>
    </div>
  </KitProvider>
);
