import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import type { Size, StatusColor } from '../../tokens/scales.ts';
import * as styles from './Badge.css.ts';

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  /** One of the 10 status colours; every pair keeps its text at WCAG AA contrast. @default 'lightgrey' */
  color?: StatusColor;
  /** @default 's' */
  size?: Size;
  children: ReactNode;
}

/** A short label ("Новинка", "−20%"). The colour only decorates: the words carry the meaning. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { color = 'lightgrey', size = 's', className, children, ...rest },
  ref,
) {
  const classes = styles.badge({ color, size });
  return (
    <span ref={ref} className={className ? `${classes} ${className}` : classes} {...rest}>
      <span className={styles.label}>{children}</span>
    </span>
  );
});

export type StatusBadgeProps = BadgeProps;

/**
 * A badge with a status dot, for application statuses («В работе», «Ожидает подключения»). The dot
 * is decorative; the text is the status.
 */
export const StatusBadge = forwardRef<HTMLSpanElement, StatusBadgeProps>(function StatusBadge(
  { color = 'lightgrey', size = 's', className, children, ...rest },
  ref,
) {
  const classes = styles.badge({ color, size });
  return (
    <span
      ref={ref}
      className={className ? `${classes} ${className}` : classes}
      data-status={color}
      {...rest}
    >
      <span className={styles.dot({ color })} aria-hidden="true" />
      <span className={styles.label}>{children}</span>
    </span>
  );
});
