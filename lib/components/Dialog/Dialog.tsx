import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactElement, type ReactNode, type RefObject } from 'react';
import { useOpenState } from '../../hooks/useOpenState.ts';
import { useFocusableWhenScrolling } from '../../hooks/useFocusableWhenScrolling.ts';
import { useScrollLock } from '../../hooks/useScrollLock.ts';
import { commonMessages, useKitMessages } from '../../i18n/index.ts';
import { CloseIcon } from '../../icons/index.ts';
import { deepActiveElement, useOverlayTheme } from '../../tokens/overlayTheme.ts';
import * as styles from './Dialog.css.ts';

export type DialogSize = 's' | 'm' | 'l';

export interface DialogProps {
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Open at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (trigger, close button, Escape, outside click). */
  onOpenChange?: (open: boolean) => void;
  /**
   * The element that opens the dialog (a `Button`); it gets `aria-haspopup`/`aria-expanded` and
   * focus returns to it on close. Without a trigger, focus returns to whatever had it before.
   */
  trigger?: ReactElement;
  /** The dialog's heading (`h2`) and accessible name. Required: a dialog must have a name. */
  title: ReactNode;
  /** A sentence under the title, read as the dialog's description. */
  description?: ReactNode;
  /** The body. It scrolls when the dialog is taller than the screen. */
  children?: ReactNode;
  /** Actions at the bottom, right-aligned («Отмена», «Отправить»); wrap closing ones in `DialogClose`. */
  footer?: ReactNode;
  /** @default 'm' ('s' for the alert variant) */
  size?: DialogSize;
  /**
   * `alert` is for confirmations and limits that need an answer (`role="alertdialog"`): a click
   * outside does not close it, and the corner close button is hidden unless asked for — give it
   * footer buttons («Хорошо, закрыть»). Escape still closes.
   * @default 'default'
   */
  variant?: 'default' | 'alert';
  /** Shows the corner close button. @default true, false for the alert variant */
  showCloseButton?: boolean;
  /** Accessible name of the close button. @default "Закрыть" / "Жабу" */
  closeLabel?: string;
  /**
   * Where the dialog is portalled. The embed bundle passes a node inside its shadow root, so the
   * dialog gets the widget's styles. @default document.body
   */
  container?: HTMLElement | null;
  /** The element to focus on open. @default the first focusable element in the body or footer */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

/** The focused element, looking inside shadow roots, if it can take focus back (an HTMLElement). */
function focusedHtmlElement(): HTMLElement | null {
  const active = deepActiveElement();
  return active instanceof HTMLElement ? active : null;
}

/**
 * A modal dialog on radix: focus is trapped inside and returns on close, the rest of the page is
 * hidden from screen readers, Escape closes. The close button comes last in the focus order (it
 * is drawn in the corner), so opening focuses the first real field or action.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  size,
  variant = 'default',
  showCloseButton,
  closeLabel,
  container,
  initialFocusRef,
  className,
}: DialogProps) {
  const messages = useKitMessages(commonMessages);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useOpenState(open, defaultOpen ?? false, onOpenChange);
  // Portalled to <body>: keep the theme of where it was opened (the kiosk's touch sizes).
  const theme = useOverlayTheme(isOpen, trigger ? triggerRef : null, container);
  // Not Radix's Overlay: its scroll lock writes a <style> element the site's CSP refuses.
  useScrollLock(isOpen);
  // A body taller than the screen scrolls: keyboard users must reach it too (WCAG 2.1.1), also
  // when nothing in it takes focus (the kiosk's countdown on a short screen).
  const bodyRef = useFocusableWhenScrolling<HTMLDivElement>();
  const isAlert = variant === 'alert';
  const withClose = showCloseButton ?? !isAlert;
  const classes = [theme, styles.content({ size: size ?? (isAlert ? 's' : 'm') }), className]
    .filter(Boolean)
    .join(' ');

  return (
    <RadixDialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger && (
        <RadixDialog.Trigger asChild ref={triggerRef}>
          {trigger}
        </RadixDialog.Trigger>
      )}
      <RadixDialog.Portal container={container ?? undefined}>
        <div className={theme ? `${theme} ${styles.overlay}` : styles.overlay} data-overlay="" />
        <RadixDialog.Content
          role={isAlert ? 'alertdialog' : 'dialog'}
          className={classes}
          data-variant={variant}
          data-no-close={withClose ? undefined : ''}
          // radix warns when a dialog has no description; say so on purpose instead
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            returnFocusTo.current = trigger ? null : focusedHtmlElement();
            if (initialFocusRef?.current) {
              event.preventDefault();
              initialFocusRef.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            // radix returns focus only to its own trigger; a dialog opened from code returns it
            // to where it was
            const target = returnFocusTo.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          onPointerDownOutside={(event) => {
            if (isAlert) event.preventDefault();
          }}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {description && (
              <RadixDialog.Description className={styles.description}>
                {description}
              </RadixDialog.Description>
            )}
          </div>
          {children !== undefined && children !== null && (
            <div ref={bodyRef} className={styles.body}>
              {children}
            </div>
          )}
          {footer && <div className={styles.footer}>{footer}</div>}
          {withClose && (
            <RadixDialog.Close className={styles.close} aria-label={closeLabel ?? messages.close}>
              <CloseIcon />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export interface DialogCloseProps {
  /** One element, usually a `Button`, that closes the dialog when pressed. */
  children: ReactElement;
}

/** Makes its child close the surrounding dialog: `<DialogClose><Button>Отмена</Button></DialogClose>`. */
export function DialogClose({ children }: DialogCloseProps) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
