import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Alert } from '../../lib/components/Alert/index.ts';
import { Button } from '../../lib/components/Button/index.ts';
import { useKitAnnounce } from '../../lib/i18n/index.ts';
import { useT } from '../i18n/index.ts';
import * as styles from './LoadFailed.css.ts';

export interface LoadFailedProps {
  /** The failure in the catalogue's words (`readFailure`, a load's `state.message`). */
  message: string;
  /** Asks again. */
  onRetry: () => void;
  /** True while the new attempt runs: the button says so and keeps the focus. */
  retrying?: boolean;
  /** What could not be read, when the message alone does not say it («Не удалось загрузить договор»). */
  title?: string;
  /** Smaller, for a place inside other content (a row of details, beside a field). @default false */
  compact?: boolean;
}

/**
 * The one «could not load, try again» view of the site: the failure as an error notice
 * (announced at once) and «Повторить». Nothing typed on the screen around it is touched.
 *
 * - «Повторить» keeps the focus while it asks again (the button shows it is busy and says
 *   «Загружаем ещё раз…»); a new failure is announced again, a success says «Загружено» as the
 *   content takes the view's place.
 * - It takes the focus itself only when the focus was lost (the loader it replaces had it): it
 *   never pulls a person away from where they are.
 *
 * Words from the site's `api` table, loaded on every page: the public flows use it too, and it
 * brings no data library with it.
 */
export function LoadFailed({
  message,
  onRetry,
  retrying = false,
  title,
  compact = false,
}: LoadFailedProps) {
  const t = useT();
  const announce = useKitAnnounce();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Each failure after a retry is a new notice, so screen readers say it again.
  const [failures, setFailures] = useState(0);
  const [wasRetrying, setWasRetrying] = useState(retrying);
  if (retrying !== wasRetrying) {
    setWasRetrying(retrying);
    if (!retrying) setFailures((n) => n + 1);
  }

  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) button.current?.focus();
  }, []);

  // Leaving the page while asking again means the answer came: said to whoever was on «Повторить».
  const leaving = useRef({ retrying, loaded: t('api.loaded') });
  useLayoutEffect(() => {
    leaving.current = { retrying, loaded: t('api.loaded') };
  });
  useLayoutEffect(() => {
    const node = root.current;
    // Runs before the view leaves the page, while it still holds the focus it had.
    return () => {
      const { retrying: wasAsking, loaded } = leaving.current;
      if (wasAsking && node?.contains(document.activeElement)) announce(loaded);
    };
  }, [announce]);

  return (
    <div ref={root} className={styles.root} data-load-failed="">
      <Alert key={failures} tone="error" title={title}>
        <p className={styles.message}>{message}</p>
      </Alert>
      <Button
        ref={button}
        variant="secondary"
        size={compact ? 's' : 'm'}
        loading={retrying}
        loadingLabel={t('api.retrying')}
        onClick={onRetry}
      >
        {t('api.retry')}
      </Button>
    </div>
  );
}
