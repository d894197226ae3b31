import { forwardRef, type ReactNode } from 'react';
import { commonMessages, useKitMessages } from '../../i18n/index.ts';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../icons/index.ts';
import { visuallyHidden } from '../../styles/utils.css.ts';
import type { HeadingLevel } from '../Accordion/Accordion.tsx';
import * as styles from './Alert.css.ts';
import type { AlertTone } from './Alert.css.ts';
import { alertMessages } from './intl.ts';

export type { AlertTone };

const icons = { success: SuccessIcon, error: ErrorIcon, info: InfoIcon, warning: WarningIcon };

export interface AlertProps {
  /**
   * The kind of message. `error` is announced at once (`role="alert"`); the others politely
   * (`role="status"`).
   * @default 'info'
   */
  tone?: AlertTone;
  /** A short bold first line («Данные обновлены»). */
  title?: ReactNode;
  /** Renders the title as a heading of this level instead of a paragraph. */
  headingLevel?: HeadingLevel;
  /** The message. */
  children?: ReactNode;
  /** Shows a close button; called when it is pressed. */
  onDismiss?: () => void;
  /** Accessible name of the close button. @default "Закрыть" / "Жабу" */
  dismissLabel?: string;
  className?: string;
}

/**
 * An inline message in the page flow (GOV.UK notification banner): success after saving, a load
 * failure, a warning. A hidden word («Ошибка:», «Готово:») tells screen readers the kind the icon
 * and colour show. Render it when the message appears so the live region announces it.
 */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert(
  { tone = 'info', title, headingLevel, children, onDismiss, dismissLabel, className },
  ref,
) {
  const words = useKitMessages(alertMessages);
  const common = useKitMessages(commonMessages);
  const Icon = icons[tone];
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  const classes = styles.alert({ tone });
  const prefix = (
    <>
      <span className={visuallyHidden}>{words[tone]}</span>{' '}
    </>
  );
  return (
    <div
      ref={ref}
      role={tone === 'error' ? 'alert' : 'status'}
      className={className ? `${classes} ${className}` : classes}
      data-tone={tone}
    >
      <span className={styles.icon({ tone })} aria-hidden="true">
        <Icon />
      </span>
      <div className={styles.text}>
        {title && (
          <Title className={styles.title}>
            {prefix}
            {title}
          </Title>
        )}
        {children && (
          <div className={styles.body}>
            {!title && prefix}
            {children}
          </div>
        )}
      </div>
      {onDismiss && (
        <button
          type="button"
          className={styles.dismiss}
          aria-label={dismissLabel ?? common.close}
          onClick={onDismiss}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
});
