import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../lib/test/axe.ts';
import { renderOnSite } from '../test/renderOnSite.tsx';
import { LoadFailed } from './LoadFailed.tsx';

const liveRegion = () => document.querySelector('[data-kit-announcer]');

/**
 * A screen's read as a person meets it: the view while it fails, «Повторить» busy while it asks
 * again, then the content (or the view again). `answers` says how each attempt ends.
 */
function Screen({ answers }: { answers: Array<'fail' | 'ok'> }) {
  const [state, setState] = useState<'failed' | 'retrying' | 'ready'>('failed');
  const [pending, setPending] = useState<(() => void) | null>(null);
  if (state === 'ready') return <p>Заявки загружены</p>;
  return (
    <>
      <LoadFailed
        title="Не удалось загрузить заявки"
        message="Сервис временно недоступен. Попробуйте позже."
        retrying={state === 'retrying'}
        onRetry={() => {
          setState('retrying');
          const answer = answers.shift();
          setPending(() => () => setState(answer === 'ok' ? 'ready' : 'failed'));
        }}
      />
      {pending && (
        <button type="button" onClick={() => (pending(), setPending(null))}>
          answer
        </button>
      )}
    </>
  );
}

describe('LoadFailed', () => {
  it('says what failed as an alert, with «Повторить», and passes axe (ru)', async () => {
    const { container } = renderOnSite(<Screen answers={[]} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить заявки');
    expect(alert).toHaveTextContent('Сервис временно недоступен. Попробуйте позже.');
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('speaks Kazakh from the catalogue', () => {
    renderOnSite(<LoadFailed message="Қызмет уақытша қолжетімсіз." onRetry={() => {}} />, {
      locale: 'kk',
    });
    expect(screen.getByRole('button', { name: 'Қайталау' })).toBeVisible();
  });

  it('takes the focus when the focus was lost, never from where the person is', () => {
    const first = renderOnSite(<LoadFailed message="Ошибка" onRetry={() => {}} />);
    expect(screen.getByRole('button', { name: 'Повторить' })).toHaveFocus();
    first.unmount();

    // The person is in a field when the failure arrives: the focus stays there.
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Поиск');
    document.body.append(field);
    field.focus();
    renderOnSite(<LoadFailed message="Ошибка" onRetry={() => {}} />);
    expect(field).toHaveFocus();
    field.remove();
  });

  it('keeps the focus on «Повторить» while asking again, says it, and says a new failure again', async () => {
    const user = userEvent.setup();
    renderOnSite(<Screen answers={['fail', 'ok']} />);
    const retry = screen.getByRole('button', { name: 'Повторить' });
    const firstAlert = screen.getByRole('alert');
    await user.click(retry);
    expect(retry).toHaveFocus();
    expect(retry).toHaveAttribute('aria-busy', 'true');
    expect(liveRegion()).toHaveTextContent('Загружаем ещё раз…');
    // The second attempt fails too: a new notice (announced again), the focus where it was.
    await act(async () => screen.getByRole('button', { name: 'answer' }).click());
    expect(screen.getByRole('alert')).not.toBe(firstAlert);
    expect(retry).not.toHaveAttribute('aria-busy');
    retry.focus();
    await user.click(retry);
    await act(async () => screen.getByRole('button', { name: 'answer' }).click());
    expect(screen.getByText('Заявки загружены')).toBeVisible();
  });

  it('says «Загружено» when what it asked for again arrives while the person is on it', async () => {
    const user = userEvent.setup();
    renderOnSite(<Screen answers={['ok']} />);
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    // Keyboard users stay on the button; the answer arrives.
    screen.getByRole('button', { name: 'Повторить' }).focus();
    await act(async () => {
      (screen.getByRole('button', { name: 'answer' }) as HTMLButtonElement).click();
    });
    expect(screen.getByText('Заявки загружены')).toBeVisible();
    expect(liveRegion()).toHaveTextContent('Загружено');
  });
});
