import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../../i18n/index.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderWithKit } from '../../test/render.tsx';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs.tsx';
import { TabNav } from './TabNav.tsx';

function Filter(props: Partial<TabsProps>) {
  return (
    <Tabs defaultValue="all" {...props}>
      <TabList label="Статус заявки">
        <Tab value="all">Все</Tab>
        <Tab value="new">Новые</Tab>
        <Tab value="progress" disabled>
          В работе
        </Tab>
        <Tab value="done">Завершённые</Tab>
      </TabList>
      <TabPanel value="all">Все заявки</TabPanel>
      <TabPanel value="new">Новые заявки</TabPanel>
      <TabPanel value="progress">Заявки в работе</TabPanel>
      <TabPanel value="done">
        Завершённые заявки <button type="button">Подробнее</button>
      </TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('exposes a named tablist, selected tab and a panel labelled by it', async () => {
    const { container } = renderWithKit(<Filter />);
    expect(screen.getByRole('tablist', { name: 'Статус заявки' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: 'Все' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Все' });
    expect(panel).toHaveTextContent('Все заявки');
    expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('moves and selects with arrows, skips disabled tabs, wraps, and jumps with Home / End', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithKit(<Filter onValueChange={onValueChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Все' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Новые' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Новые заявки');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Завершённые' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Все' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Завершённые' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Все' })).toHaveFocus();
    expect(onValueChange.mock.calls.map(([v]) => v)).toEqual(['new', 'done', 'all', 'done', 'all']);
  });

  it('has one Tab stop: Tab leaves the list for the focusable panel', async () => {
    const user = userEvent.setup();
    renderWithKit(<Filter defaultValue="done" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Завершённые' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Завершённые' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Подробнее' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('tab', { name: 'Завершённые' })).toHaveFocus();
  });

  it('in manual mode selects only on Enter or Space', async () => {
    const user = userEvent.setup();
    renderWithKit(<Filter activationMode="manual" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Новые' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Все заявки');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Новые заявки');
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithKit(<Filter defaultValue={undefined} value="new" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('tab', { name: 'Завершённые' }));
    expect(onValueChange).toHaveBeenCalledWith('done');
    expect(screen.getByRole('tab', { name: 'Новые' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('TabPanel keepMounted', () => {
  it('keeps the other panels in the page but hidden, and their state across switches', async () => {
    const user = userEvent.setup();
    renderWithKit(
      <Tabs defaultValue="a">
        <TabList label="Скорость">
          <Tab value="a">С понижением</Tab>
          <Tab value="b">Без понижения</Tab>
        </TabList>
        <TabPanel value="a" keepMounted>
          <label>
            Комментарий <input />
          </label>
        </TabPanel>
        <TabPanel value="b" keepMounted>
          Тарифы без понижения
        </TabPanel>
      </Tabs>,
    );
    expect(screen.getByText('Тарифы без понижения')).not.toBeVisible();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'офис 12');
    await user.click(screen.getByRole('tab', { name: 'Без понижения' }));
    expect(screen.getByText('Тарифы без понижения')).toBeVisible();
    expect(screen.getByRole('tabpanel', { name: 'Без понижения' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'С понижением' }));
    expect(screen.getByRole('textbox', { name: 'Комментарий' })).toHaveValue('офис 12');
  });
});

describe('TabNav', () => {
  const items = [
    { href: '/profile-applications/internet', label: 'Интернет для офиса' },
    { href: '/profile-applications/mobile', label: 'Мобильная связь' },
  ];

  it('is a named navigation of links; the current one has aria-current="page"', async () => {
    const { container } = renderWithKit(
      <TabNav label="Мои заявки" items={items} currentHref="/profile-applications/mobile" />,
    );
    const nav = screen.getByRole('navigation', { name: 'Мои заявки' });
    expect(nav.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Мобильная связь' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Интернет для офиса' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('navigates through the kit router and gives each link its own Tab stop', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(
      <KitProvider locale="kk" navigate={navigate}>
        <TabNav
          label="Менің өтінімдерім"
          items={[
            { href: '/kk/profile-applications/internet', label: 'Кеңсеге арналған интернет' },
            { href: '/kk/profile-applications/mobile', label: 'Мобильді байланыс' },
          ]}
          currentHref="/kk/profile-applications/internet"
        />
      </KitProvider>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Мобильді байланыс' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/kk/profile-applications/mobile');
  });
});
