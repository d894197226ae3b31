import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { renderWithKit } from '../../test/render.tsx';
import { STATUS_COLORS } from '../../tokens/scales.ts';
import { siteTokens, touchTokens } from '../../tokens/tokens.ts';
import { Badge, StatusBadge } from './Badge.tsx';
import * as styles from './Badge.css.ts';

describe('Badge', () => {
  it('renders its words as plain text in the chosen colour and size', async () => {
    const { container } = renderWithKit(
      <p>
        Тариф «Бизнес»{' '}
        <Badge color="green" size="m">
          Новинка
        </Badge>
      </p>,
    );
    const badge = screen.getByText('Новинка').parentElement as HTMLElement;
    expect(badge).toHaveClass(styles.badge({ color: 'green', size: 'm' }));
    expect(container.querySelector('p')).toHaveTextContent('Тариф «Бизнес» Новинка');
    await expectNoAxeViolations(container);
  });

  it('defaults to light grey, size s', () => {
    renderWithKit(<Badge>Архив</Badge>);
    expect(screen.getByText('Архив').parentElement).toHaveClass(
      styles.badge({ color: 'lightgrey', size: 's' }),
    );
  });
});

describe('StatusBadge', () => {
  it('adds a decorative dot, so only the status words are read', async () => {
    const { container } = renderWithKit(
      <ul>
        {STATUS_COLORS.map((color) => (
          <li key={color}>
            <StatusBadge color={color}>Статус {color}</StatusBadge>
          </li>
        ))}
      </ul>,
    );
    for (const color of STATUS_COLORS) {
      const badge = screen.getByText(`Статус ${color}`).parentElement as HTMLElement;
      expect(badge).toHaveAttribute('data-status', color);
      expect(badge.firstElementChild).toHaveAttribute('aria-hidden', 'true');
      expect(badge).toHaveTextContent(`Статус ${color}`, { normalizeWhitespace: true });
    }
    expect(screen.getAllByRole('listitem')[3]).toHaveTextContent(/^Статус green$/);
    await expectNoAxeViolations(container);
  });
});

/** WCAG 2.x relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('status colours', () => {
  it.each(STATUS_COLORS)('%s keeps badge text at AA contrast (4.5:1) in every theme', (color) => {
    for (const tokens of [siteTokens, touchTokens]) {
      const { background, text } = tokens.status[color];
      expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
