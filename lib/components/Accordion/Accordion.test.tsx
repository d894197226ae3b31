import { act, fireEvent, isInaccessible, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderWithKit } from '../../test/render.tsx';
import { Accordion, AccordionItem, type AccordionProps } from './Accordion.tsx';

function Faq(props: Partial<AccordionProps>) {
  return (
    <Accordion {...(props as AccordionProps)}>
      <AccordionItem value="sim" title="Когда будут готовы SIM-карты?">
        В течение 2 рабочих дней придёт СМС.
      </AccordionItem>
      <AccordionItem value="pay" title="Как оплачивать?">
        <p>Ежемесячно, после установки.</p>
        <a href="/support">Подробнее в помощи</a>
      </AccordionItem>
      <AccordionItem value="closed" title="Архивный вопрос" disabled>
        Недоступно
      </AccordionItem>
    </Accordion>
  );
}

describe('Accordion', () => {
  it('renders each title as an h3 holding a collapsed button by default', async () => {
    const { container } = renderWithKit(<Faq />);
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings).toHaveLength(3);
    const button = screen.getByRole('button', { name: 'Когда будут готовы SIM-карты?' });
    expect(headings[0]).toContainElement(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('В течение 2 рабочих дней придёт СМС.')).not.toBeVisible();
    await expectNoAxeViolations(container);
  });

  it('takes the heading level from a prop', () => {
    renderWithKit(<Faq headingLevel={4} />);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('opens with Enter into a region named by its title, and closes again (single, collapsible)', async () => {
    const user = userEvent.setup();
    const { container } = renderWithKit(<Faq />);
    await user.tab();
    await user.keyboard('{Enter}');
    const button = screen.getByRole('button', { name: 'Когда будут готовы SIM-карты?' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Когда будут готовы SIM-карты?' });
    expect(region).toHaveTextContent('В течение 2 рабочих дней придёт СМС.');
    expect(button).toHaveAttribute('aria-controls', region.id);
    await expectNoAxeViolations(container);
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('in single mode opening one closes the other', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithKit(<Faq defaultValue="sim" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: 'Как оплачивать?' }));
    expect(screen.getByRole('button', { name: 'Как оплачивать?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Когда будут готовы SIM-карты?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(onValueChange).toHaveBeenCalledWith('pay');
  });

  it('in multiple mode keeps several open', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithKit(<Faq type="multiple" defaultValue={['sim']} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('button', { name: 'Как оплачивать?' }));
    expect(screen.getAllByRole('region')).toHaveLength(2);
    expect(onValueChange).toHaveBeenCalledWith(['sim', 'pay']);
  });

  it('moves between titles with arrow keys, Home and End, skipping disabled ones', async () => {
    const user = userEvent.setup();
    renderWithKit(<Faq />);
    await user.tab();
    const first = screen.getByRole('button', { name: 'Когда будут готовы SIM-карты?' });
    const second = screen.getByRole('button', { name: 'Как оплачивать?' });
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{End}');
    expect(second).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Архивный вопрос' })).toBeDisabled();
  });

  describe('closed content', () => {
    it('is in the page (for prerendering, the search index and find-in-page) but hidden from everyone', () => {
      renderWithKit(<Faq />);
      const answer = screen.getByText('В течение 2 рабочих дней придёт СМС.');
      const content = answer.closest('[role="region"]') as HTMLElement;
      expect(content).toHaveAttribute('hidden');
      expect(answer).not.toBeVisible();
      expect(isInaccessible(answer)).toBe(true);
      // not in the accessibility tree, nor in the tab order
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Подробнее в помощи' })).not.toBeInTheDocument();
      // the button controls it even while closed
      const button = screen.getByRole('button', { name: 'Когда будут готовы SIM-карты?' });
      expect(button).toHaveAttribute('aria-controls', content.id);
      expect(content).toHaveAttribute('aria-labelledby', button.id);
    });

    it('shows and hides with the button, keeping its content', async () => {
      const user = userEvent.setup();
      renderWithKit(<Faq />);
      const button = screen.getByRole('button', { name: 'Как оплачивать?' });
      const link = screen.getByText('Подробнее в помощи');
      await user.click(button);
      expect(link).toBeVisible();
      expect(screen.getByRole('link', { name: 'Подробнее в помощи' })).toBe(link);
      await user.click(button);
      expect(link).not.toBeVisible();
      expect(link).toBeInTheDocument();
    });

    describe('where the browser supports hidden="until-found"', () => {
      beforeEach(() => {
        Object.defineProperty(HTMLElement.prototype, 'onbeforematch', {
          value: null,
          configurable: true,
          writable: true,
        });
      });
      afterEach(() => {
        delete (HTMLElement.prototype as { onbeforematch?: unknown }).onbeforematch;
      });

      it('hides closed content until found, and opens the item on beforematch', () => {
        const onValueChange = vi.fn();
        renderWithKit(<Faq onValueChange={onValueChange} />);
        const answer = screen.getByText('Ежемесячно, после установки.');
        const content = answer.closest('[role="region"]') as HTMLElement;
        expect(content).toHaveAttribute('hidden', 'until-found');
        expect(isInaccessible(answer)).toBe(true);
        // find-in-page matched inside: the browser removes `hidden`, then fires beforematch
        act(() => {
          content.removeAttribute('hidden');
          fireEvent(content, new Event('beforematch', { bubbles: true }));
        });
        expect(onValueChange).toHaveBeenCalledWith('pay');
        const button = screen.getByRole('button', { name: 'Как оплачивать?' });
        expect(button).toHaveAttribute('aria-expanded', 'true');
        expect(screen.getByRole('region', { name: 'Как оплачивать?' })).toBe(content);
        expect(content).not.toHaveAttribute('hidden');
        // the item found closes again like any other, back to until-found
        fireEvent.click(button);
        expect(content).toHaveAttribute('hidden', 'until-found');
      });

      it('opens the found item beside others in multiple mode', () => {
        renderWithKit(<Faq type="multiple" defaultValue={['sim']} />);
        const content = screen
          .getByText('Ежемесячно, после установки.')
          .closest('[role="region"]')!;
        act(() => {
          fireEvent(content, new Event('beforematch'));
        });
        expect(screen.getAllByRole('region')).toHaveLength(2);
      });

      it('keeps a disabled item out of find-in-page', () => {
        renderWithKit(<Faq />);
        const content = screen.getByText('Недоступно').closest('[role="region"]');
        expect(content).toHaveAttribute('hidden', '');
      });

      it('hides the content again when a controlling caller keeps the item closed', () => {
        function Refusing() {
          const [value] = useState('');
          return (
            <Accordion value={value} onValueChange={() => {}}>
              <AccordionItem value="a" title="Вопрос">
                Ответ
              </AccordionItem>
            </Accordion>
          );
        }
        renderWithKit(<Refusing />);
        const content = screen.getByText('Ответ').closest('[role="region"]')!;
        act(() => {
          content.removeAttribute('hidden');
          fireEvent(content, new Event('beforematch'));
        });
        expect(content).toHaveAttribute('hidden', 'until-found');
      });
    });
  });
});
