import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../../i18n/index.ts';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderWithKit } from '../../test/render.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogClose } from './Dialog.tsx';
import * as styles from './Dialog.css.ts';

function PhoneDialog() {
  return (
    <Dialog
      trigger={<Button>Поделиться кейсом</Button>}
      title="Подтвердите номер телефона"
      description="Мы отправим СМС с кодом"
      footer={
        <>
          <DialogClose>
            <Button variant="secondary">Отмена</Button>
          </DialogClose>
          <Button>Получить код</Button>
        </>
      }
    >
      <label>
        Номер телефона <input type="tel" />
      </label>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a modal named by its title and described by its description', async () => {
    const user = userEvent.setup();
    renderWithKit(<PhoneDialog />);
    const trigger = screen.getByRole('button', { name: 'Поделиться кейсом' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Подтвердите номер телефона' });
    expect(dialog).toHaveAccessibleDescription('Мы отправим СМС с кодом');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Подтвердите номер телефона',
    );
    // the first field gets focus, not the corner close button
    expect(screen.getByRole('textbox', { name: 'Номер телефона' })).toHaveFocus();
    await expectNoAxeViolations(document.body);
  });

  it('traps Tab inside and ends the cycle on the close button', async () => {
    const user = userEvent.setup();
    renderWithKit(<PhoneDialog />);
    await user.click(screen.getByRole('button', { name: 'Поделиться кейсом' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Отмена' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Получить код' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Номер телефона' })).toHaveFocus();
  });

  it.each([
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    [
      'the close button',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Закрыть' })),
    ],
    [
      'a DialogClose action',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Отмена' })),
    ],
  ])('closes with %s and returns focus to the trigger', async (_, close) => {
    const user = userEvent.setup();
    renderWithKit(<PhoneDialog />);
    const trigger = screen.getByRole('button', { name: 'Поделиться кейсом' });
    await user.click(trigger);
    await close(user);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('opened from code returns focus to what had it', async () => {
    const user = userEvent.setup();
    function FromCode() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Скопировать ссылку
          </button>
          <Dialog open={open} onOpenChange={setOpen} title="Ссылка">
            https://example.kz
          </Dialog>
        </>
      );
    }
    renderWithKit(<FromCode />);
    await user.click(screen.getByRole('button', { name: 'Скопировать ссылку' }));
    expect(screen.getByRole('dialog', { name: 'Ссылка' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Скопировать ссылку' })).toHaveFocus();
  });

  it('focuses the element given as initialFocusRef', async () => {
    const user = userEvent.setup();
    function WithInitialFocus() {
      const ok = useRef<HTMLButtonElement>(null);
      return (
        <Dialog
          trigger={<Button>Открыть</Button>}
          title="Условия"
          initialFocusRef={ok}
          footer={<Button ref={ok}>Понятно</Button>}
        >
          <a href="/support">Подробнее</a>
        </Dialog>
      );
    }
    renderWithKit(<WithInitialFocus />);
    await user.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(screen.getByRole('button', { name: 'Понятно' })).toHaveFocus();
  });

  it('as an alert is an alertdialog that an outside click does not close', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithKit(
      <Dialog
        variant="alert"
        defaultOpen
        onOpenChange={onOpenChange}
        title="Превышен лимит на отправку заявок"
        description="В день можно отправлять максимум 3 заявки"
        footer={
          <DialogClose>
            <Button>Хорошо, закрыть</Button>
          </DialogClose>
        }
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Превышен лимит на отправку заявок' });
    expect(dialog).toHaveAccessibleDescription('В день можно отправлять максимум 3 заявки');
    expect(screen.queryByRole('button', { name: 'Закрыть' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Хорошо, закрыть' })).toHaveFocus();
    await expectNoAxeViolations(document.body);
    await user.click(document.querySelector(`.${styles.overlay}`) as HTMLElement);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Хорошо, закрыть' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('labels the close button in Kazakh and portals into the given container', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    render(
      <KitProvider locale="kk">
        <Dialog defaultOpen title="Кейс жіберілді" container={mount} />
      </KitProvider>,
    );
    await waitFor(() => expect(mount.querySelector('[role="dialog"]')).not.toBeNull());
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    expect(mount.querySelector('button[aria-label="Жабу"]')).not.toBeNull();
    host.remove();
  });
});

describe('Dialog (default variant)', () => {
  it('closes on a click outside, unlike the alert', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    renderWithKit(<Dialog defaultOpen onOpenChange={onOpenChange} title="Тариф «Бизнес»" />);
    await user.click(document.querySelector(`.${styles.overlay}`) as HTMLElement);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('locks the page behind with inline styles only: no <style> element, which a CSP refuses', async () => {
    const user = userEvent.setup();
    const styleElements = () => document.querySelectorAll('style').length;
    const before = styleElements();
    renderWithKit(<PhoneDialog />);
    await user.click(screen.getByRole('button', { name: 'Поделиться кейсом' }));
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(styleElements()).toBe(before);
    await user.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('lets the keyboard reach a body that scrolls, and only then', async () => {
    const height = { content: 100 };
    const scrollHeight = vi
      .spyOn(HTMLElement.prototype, 'scrollHeight', 'get')
      .mockImplementation(() => height.content);
    const clientHeight = vi
      .spyOn(HTMLElement.prototype, 'clientHeight', 'get')
      .mockReturnValue(200);
    function Countdown({ seconds }: { seconds: number }) {
      return (
        <Dialog open variant="alert" title="Вы ещё здесь?" footer={<Button>Продолжить</Button>}>
          <p aria-hidden="true">{seconds}</p>
        </Dialog>
      );
    }
    const { rerender } = renderWithKit(<Countdown seconds={24} />);
    const body = screen.getByText('24').parentElement as HTMLElement;
    expect(body).not.toHaveAttribute('tabindex');
    // Taller than its box (a short screen): the next change of what it shows is measured.
    height.content = 600;
    rerender(<Countdown seconds={23} />);
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await expectNoAxeViolations(document.body);
    height.content = 100;
    rerender(<Countdown seconds={22} />);
    await waitFor(() => expect(body).not.toHaveAttribute('tabindex'));
    scrollHeight.mockRestore();
    clientHeight.mockRestore();
  });
});
