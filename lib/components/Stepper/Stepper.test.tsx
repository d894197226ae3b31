import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderWithKit } from '../../test/render.tsx';
import { Stepper } from './Stepper.tsx';

const steps = ['Данные компании', 'Подписание документов', 'Выбор даты', 'Готово'];

describe('Stepper', () => {
  it('is a named ordered list with the current step marked and announced «Шаг 2 из 4»', async () => {
    const { container } = renderWithKit(<Stepper steps={steps} currentStep={2} />);
    const list = screen.getByRole('list', { name: 'Этапы заявки' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items.map((item) => item.getAttribute('data-state'))).toEqual([
      'complete',
      'current',
      'upcoming',
      'upcoming',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    // the marker numbers are decorative; the words are what is read
    expect(items[1]).toHaveTextContent(/^2Шаг 2 из 4: Подписание документов$/);
    expect(items[1]?.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(items[0]).toHaveTextContent('Выполнено: Данные компании');
    expect(items[2]).toHaveTextContent(/^3Выбор даты$/);
    await expectNoAxeViolations(container);
  });

  it('says the current step the Kazakh way', () => {
    renderWithKit(
      <Stepper
        steps={['Компания деректері', 'Құжаттарға қол қою', 'Күнді таңдау', 'Дайын']}
        currentStep={2}
      />,
      { locale: 'kk' },
    );
    expect(screen.getByRole('list', { name: 'Өтінім кезеңдері' })).toBeInTheDocument();
    const current = screen.getAllByRole('listitem')[1];
    expect(current).toHaveTextContent('4 қадамның 2-қадамы: Құжаттарға қол қою');
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Орындалды: Компания деректері');
  });

  it('marks everything complete past the last step', () => {
    renderWithKit(<Stepper steps={steps} currentStep={5} />);
    const items = screen.getAllByRole('listitem');
    expect(items.every((item) => item.getAttribute('data-state') === 'complete')).toBe(true);
    expect(items.some((item) => item.hasAttribute('aria-current'))).toBe(false);
  });

  it('compact keeps the same list and shows a caption hidden from screen readers', async () => {
    const { container } = renderWithKit(
      <Stepper steps={steps} currentStep={3} layout="compact" label="Этапы подключения" />,
    );
    const caption = container.querySelector('p');
    expect(caption).toHaveAttribute('aria-hidden', 'true');
    expect(caption).toHaveTextContent('Шаг 3 из 4: Выбор даты');
    const list = screen.getByRole('list', { name: 'Этапы подключения' });
    expect(list).toHaveAttribute('data-layout', 'compact');
    expect(within(list).getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
    await expectNoAxeViolations(container);
  });
});
