import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../lib/test/axe.ts';
import { renderOnSite } from '../test/renderOnSite.tsx';
import { FOLD_AFTER, FoldedList } from './FoldedList.tsx';

const numbers = (count: number) =>
  Array.from({ length: count }, (_, i) => {
    const msisdn = `+7701000${String(i).padStart(4, '0')}`;
    return { key: msisdn, content: msisdn };
  });

describe('FoldedList', () => {
  it('shows a short list as it is: nothing to open', () => {
    renderOnSite(<FoldedList items={numbers(FOLD_AFTER)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(FOLD_AFTER);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('folds 40 numbers behind «40 номеров · показать», opened and closed from the keyboard', async () => {
    const user = userEvent.setup();
    const { container } = renderOnSite(<FoldedList items={numbers(40)} />);
    const toggle = screen.getByRole('button', { name: '40 номеров · показать' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAccessibleName('40 номеров · скрыть');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('listitem')).toHaveLength(40);
    await expectNoAxeViolations(container);
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it.each([
    ['ru', 21, '21 номер · показать'],
    ['ru', 22, '22 номера · показать'],
    ['kk', 40, '40 нөмір · көрсету'],
  ] as const)('%s: counts %i by the language’s plural rules', (locale, count, name) => {
    renderOnSite(<FoldedList items={numbers(count)} />, { locale });
    expect(screen.getByRole('button', { name })).toBeVisible();
  });
});
