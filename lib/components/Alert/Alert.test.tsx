import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderWithKit } from '../../test/render.tsx';
import { Alert } from './Alert.tsx';

describe('Alert', () => {
  it('announces an error at once, with a hidden "Ошибка:" before the title', async () => {
    const { container } = renderWithKit(
      <Alert tone="error" title="Не удалось загрузить тарифы">
        Попробуйте позже
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/^Ошибка: Не удалось загрузить тарифы\s*Попробуйте позже$/);
    expect(alert.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });

  it.each([
    ['success', 'Готово:'],
    ['info', 'Информация:'],
    ['warning', 'Внимание:'],
  ] as const)('%s is a polite status starting with "%s"', async (tone, word) => {
    const { container } = renderWithKit(<Alert tone={tone}>Информация успешно обновлена</Alert>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`${word} Информация успешно обновлена`);
    await expectNoAxeViolations(container);
  });

  it('speaks Kazakh under kk', () => {
    renderWithKit(
      <Alert tone="error" title="Тарифтерді жүктеу мүмкін болмады" onDismiss={() => {}} />,
      { locale: 'kk' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Қате: Тарифтерді жүктеу мүмкін болмады');
    expect(screen.getByRole('button', { name: 'Жабу' })).toBeInTheDocument();
  });

  it('can make its title a heading', () => {
    renderWithKit(<Alert tone="success" title="Заявка принята" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Готово: Заявка принята');
  });

  it('offers a close button from the keyboard when dismissible', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    renderWithKit(
      <Alert tone="warning" onDismiss={onDismiss}>
        Для подписи нужна ЭЦП
      </Alert>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
