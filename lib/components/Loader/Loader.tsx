import { useEffect, useState } from 'react';
import { commonMessages, useKitMessages } from '../../i18n/index.ts';
import { visuallyHidden } from '../../styles/utils.css.ts';
import type { Size } from '../../tokens/scales.ts';
import * as styles from './Loader.css.ts';

export interface LoaderProps {
  /** What is loading, read politely by screen readers. @default "Загрузка…" / "Жүктелуде…" */
  label?: string;
  /** Keeps the label for screen readers only; the spinner alone shows. @default false */
  hideLabel?: boolean;
  /** @default 'm' */
  size?: Size;
  /**
   * `inline` sits in a line of text or a button row; `block` centres a larger spinner with the
   * label under it, for a panel or page that is loading.
   * @default 'inline'
   */
  layout?: 'inline' | 'block';
  /**
   * Milliseconds to wait before showing anything, so a quick load does not flash a spinner. The
   * live region is there from the start and only its content waits.
   * @default 0
   */
  delay?: number;
  className?: string;
}

/** A spinner with a label in a polite live region (`role="status"`). */
export function Loader({
  label,
  hideLabel = false,
  size = 'm',
  layout = 'inline',
  delay = 0,
  className,
}: LoaderProps) {
  const messages = useKitMessages(commonMessages);
  const [visible, setVisible] = useState(delay <= 0);
  useEffect(() => {
    if (delay <= 0) return;
    const timer = window.setTimeout(() => setVisible(true), delay);
    return () => window.clearTimeout(timer);
  }, [delay]);

  const rootClass = styles.root({ size, layout });
  return (
    <div
      role="status"
      className={className ? `${rootClass} ${className}` : rootClass}
      data-visible={visible || undefined}
    >
      {visible && (
        <>
          <span className={styles.spinner({ size, layout })} aria-hidden="true" />
          <span className={hideLabel ? visuallyHidden : undefined}>
            {label ?? messages.loading}
          </span>
        </>
      )}
    </div>
  );
}
