import {
  forwardRef,
  useEffect,
  type ButtonHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { commonMessages, useKitAnnounce, useKitMessages } from '../../i18n/index.ts';
import type { Size } from '../../tokens/scales.ts';
import * as styles from './Button.css.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'm' */
  size?: Size;
  /** @default false */
  fullWidth?: boolean;
  /**
   * Shows a spinner in place of the label, keeping the button's width, and announces
   * `loadingLabel` politely (through `KitProvider`'s live region). The button stays focusable but
   * ignores presses.
   * @default false
   */
  loading?: boolean;
  /** What is announced while loading. @default "Загрузка…" / "Жүктелуде…" */
  loadingLabel?: string;
  /**
   * Unavailable. Rendered with `aria-disabled` rather than `disabled` so keyboard users can still
   * reach it and hear why (pair it with a hint).
   * @default false
   */
  disabled?: boolean;
  /** @default 'button' — never submits a form by accident. */
  type?: 'button' | 'submit' | 'reset';
  children: ReactNode;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'm',
    fullWidth = false,
    loading = false,
    loadingLabel,
    disabled = false,
    type = 'button',
    className,
    onClick,
    children,
    ...rest
  },
  ref,
) {
  const messages = useKitMessages(commonMessages);
  const announce = useKitAnnounce();
  const loadingText = loadingLabel ?? messages.loading;
  // Loading is said through the kit's one shared live region, not a region of the button's own:
  // - a region inside the button would not work: a button's content is presentational (its text
  //   becomes the button's name, not a live region), and `aria-busy` on an ancestor tells screen
  //   readers to hold back live changes inside it until it is no longer busy;
  // - a region beside each button put a second root node and a live region per button on every
  //   page. The shared one is in the page from the start and only changes its text: the form of
  //   live region screen readers announce most reliably.
  useEffect(() => {
    if (loading) announce(loadingText);
  }, [loading, loadingText, announce]);
  const inert = loading || disabled;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const classes = styles.button({ variant, size, fullWidth, disabled });
  return (
    <button
      ref={ref}
      type={type}
      className={className ? `${classes} ${className}` : classes}
      aria-disabled={inert || undefined}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      <span className={styles.label}>{children}</span>
      {loading && <span className={styles.spinner} aria-hidden="true" />}
    </button>
  );
});
