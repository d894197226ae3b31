import { Toast as RadixToast } from 'radix-ui';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { commonMessages, useKitMessages } from '../../i18n/index.ts';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../icons/index.ts';
import type { AlertTone } from '../Alert/Alert.css.ts';
import { toastMessages } from './intl.ts';
import * as styles from './Toast.css.ts';

const icons = { success: SuccessIcon, error: ErrorIcon, info: InfoIcon, warning: WarningIcon };

export interface ToastOptions {
  /** The message («Скопировано»). */
  title: ReactNode;
  /** A second, quieter line. */
  description?: ReactNode;
  /** The icon and accent colour. @default 'info' */
  tone?: AlertTone;
  /** Milliseconds on screen; the timer pauses while hovered or focused. @default the provider's */
  duration?: number;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  /** Closes a toast early. */
  dismiss: (id: string) => void;
}

interface ToastEntry extends ToastOptions {
  id: string;
  open: boolean;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  /**
   * Where the toasts are drawn and announced. The embed bundle passes a node inside its shadow
   * root. @default in place, after `children` (the announcer goes to document.body)
   */
  container?: HTMLElement | null;
  /** Default time on screen in ms. @default 5000 */
  duration?: number;
  /** Accessible name of each toast's close button. @default "Закрыть" / "Жабу" */
  closeLabel?: string;
  children: ReactNode;
}

/**
 * Hosts transient messages («Скопировано», «Не удалось скопировать») on radix Toast: each is
 * announced politely, pauses while hovered or focused, closes on Escape or swipe; F8 moves focus
 * to the toast region.
 */
export function ToastProvider({
  container,
  duration = 5000,
  closeLabel,
  children,
}: ToastProviderProps) {
  const messages = useKitMessages(toastMessages);
  const common = useKitMessages(commonMessages);
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const counter = useRef(0);

  const show = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    // closed toasts have finished their exit by the time the next one comes; drop them then
    setToasts((list) => [...list.filter((t) => t.open), { ...options, id, open: true }]);
    return id;
  }, []);
  const dismiss = useCallback((id: string) => {
    setToasts((list) => list.map((t) => (t.id === id ? { ...t, open: false } : t)));
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  const viewport = <RadixToast.Viewport className={styles.viewport} label={messages.region} />;
  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider
        duration={duration}
        label={messages.announcePrefix}
        announcerContainer={container ?? undefined}
      >
        {children}
        {toasts.map(({ id, open, title, description, tone = 'info', duration: own }) => {
          const Icon = icons[tone];
          return (
            <RadixToast.Root
              key={id}
              open={open}
              // every toast is polite: none of them should interrupt what is being read
              type="background"
              duration={own}
              onOpenChange={(next) => {
                if (!next) dismiss(id);
              }}
              className={styles.toast({ tone })}
              data-tone={tone}
            >
              <span className={styles.icon({ tone })} aria-hidden="true">
                <Icon />
              </span>
              <div className={styles.text}>
                <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
                {description && (
                  <RadixToast.Description className={styles.description}>
                    {description}
                  </RadixToast.Description>
                )}
              </div>
              <RadixToast.Close className={styles.close} aria-label={closeLabel ?? common.close}>
                <CloseIcon />
              </RadixToast.Close>
            </RadixToast.Root>
          );
        })}
        {container ? createPortal(viewport, container) : viewport}
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** Shows toasts from anywhere under `ToastProvider`: `useToast().show({ title: 'Скопировано' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it');
  return api;
}
