import { forwardRef, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { commonMessages, useKitMessages } from '../../i18n/index.ts';
import { visuallyHidden } from '../../styles/utils.css.ts';
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
   * `loadingLabel` politely. The button stays focusable but ignores presses.
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
    <>
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
      <span role="status" className={visuallyHidden}>
        {loading ? (loadingLabel ?? messages.loading) : ''}
      </span>
    </>
  );
});
