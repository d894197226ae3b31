import { useRef, type ReactNode, type RefObject } from 'react';
import { DismissButton, FocusScope, Overlay, useDialog, usePopover } from 'react-aria';
import type { OverlayTriggerState } from 'react-stately';
import { useKitLocale, useKitMessages } from '../../i18n/index.ts';
import { useOverlayTheme } from '../../tokens/overlayTheme.ts';
import * as styles from './DatePicker.css.ts';
import { datePickerMessages } from './intl.ts';

export interface CalendarPopoverProps {
  state: OverlayTriggerState;
  /** What the popover lines up with: the field's box. */
  triggerRef: RefObject<HTMLElement | null>;
  /** Where the popover is portalled; inside a shadow root for the embed bundle. */
  portalContainer?: Element;
  /** Id of the element holding the field's label, read after "Календарь:". */
  labelId: string;
  children: ReactNode;
}

/**
 * The dialog that holds a calendar, positioned under the field. Focus stays inside while it is
 * open; the picker moves it back to its text field when it closes (react-aria would return it to
 * the button).
 */
export function CalendarPopover({
  state,
  triggerRef,
  portalContainer,
  labelId,
  children,
}: CalendarPopoverProps) {
  const messages = useKitMessages(datePickerMessages);
  const locale = useKitLocale();
  const popoverRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = `${labelId}-calendar`;
  const { popoverProps, underlayProps } = usePopover(
    { triggerRef, popoverRef, placement: 'bottom start', offset: 6, containerPadding: 8 },
    state,
  );
  const { dialogProps } = useDialog({ 'aria-labelledby': `${titleId} ${labelId}` }, dialogRef);
  // Portalled out of the field's themed subtree: keep its theme (the kiosk's larger cells).
  const theme = useOverlayTheme(true, triggerRef, portalContainer);

  return (
    <Overlay portalContainer={portalContainer} disableFocusManagement>
      <div {...underlayProps} style={{ position: 'fixed', inset: 0 }} />
      <div
        {...popoverProps}
        ref={popoverRef}
        className={theme ? `${theme} ${styles.popover}` : styles.popover}
        lang={locale}
      >
        <FocusScope contain>
          <DismissButton onDismiss={state.close} aria-label={messages.closeCalendar} />
          <div {...dialogProps} ref={dialogRef} className={styles.dialog}>
            <span id={titleId} hidden>
              {messages.calendar}
            </span>
            {children}
          </div>
          <DismissButton onDismiss={state.close} aria-label={messages.closeCalendar} />
        </FocusScope>
      </div>
    </Overlay>
  );
}
