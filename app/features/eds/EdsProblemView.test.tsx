import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../contract/errors.ts';
import { renderOnSite } from '../../test/renderOnSite.tsx';
import { EdsProblemView } from './EdsProblemView.tsx';
import type { EdsProblem } from './problem.ts';

const problem = (code: EdsProblem['code'], signerAccess: EdsProblem['signerAccess']) => ({
  code,
  message: errorMessage('ru', code),
  detail: null,
  signerAccess,
});

describe('EdsProblemView: NCALayer not reached, told by the browser’s loopback permission', () => {
  it('denied: how to allow the site again, not «start NCALayer»', () => {
    renderOnSite(<EdsProblemView problem={problem('SIGNER_BLOCKED', 'denied')} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('браузер запретил этому сайту доступ к приложениям');
    expect(alert).not.toHaveTextContent('Убедитесь, что оно запущено');
    const steps = within(alert).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent)).toEqual([
      expect.stringContaining('«Настройки сайтов»'),
      expect.stringContaining('«Разрешить»'),
      expect.stringContaining('Обновите страницу'),
      expect.stringContaining('ИТ-отдел'),
    ]);
  });

  it('granted, yet nothing answered: the not-running help without the permission step', () => {
    renderOnSite(<EdsProblemView problem={problem('SIGNER_UNAVAILABLE', 'granted')} />);
    const steps = within(screen.getByRole('alert')).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Убедитесь, что оно запущено');
  });

  it('not asked yet (or a browser without the permission), in Kazakh: all three steps', () => {
    renderOnSite(
      <EdsProblemView
        problem={{
          ...problem('SIGNER_UNAVAILABLE', 'prompt'),
          message: errorMessage('kk', 'SIGNER_UNAVAILABLE'),
        }}
      />,
      {
        locale: 'kk',
      },
    );
    const steps = within(screen.getByRole('alert')).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[1]).toHaveTextContent('«Рұқсат ету»');
  });
});
