import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderWithKit } from '../../test/render.tsx';
import { Accordion, AccordionItem, type AccordionProps } from './Accordion.tsx';

function Faq(props: Partial<AccordionProps>) {
  return (
    <Accordion {...(props as AccordionProps)}>
      <AccordionItem value="sim" title="Когда будут готовы SIM-карты?">
        В течение 2 рабочих дней придёт SMS.
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
    expect(screen.queryByText('В течение 2 рабочих дней придёт SMS.')).not.toBeInTheDocument();
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
    expect(region).toHaveTextContent('В течение 2 рабочих дней придёт SMS.');
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
});
