import { useEffect, useRef, useState } from 'react';
import { TERMINAL_STATUSES, type AppType } from '../../../contract/domain.ts';
import { Alert, Link, Loader } from '../../../lib/index.ts';
import { useQueryClient } from '@tanstack/react-query';
import { LoadFailed } from '../../forms/index.ts';
import { keepTogether, useLocale, useT } from '../../i18n/index.ts';
import { applicationsHref } from '../../routes/cabinetPaths.ts';
import { localizePath } from '../../routes/locale.ts';
import { ApplicationAction } from './ApplicationCard.tsx';
import { ApplicationSections } from './ApplicationSections.tsx';
import { CancelApplication } from './CancelApplication.tsx';
import { cabinetKeys, useApplication } from './hooks.ts';
import * as styles from './cabinet.css.ts';

export interface ApplicationScreenProps {
  appType: AppType;
  opportunityId: string;
  /** The page's heading until the application is read («Заявка № …» once it is). */
  heading: string;
  headingClassName?: string;
}

/**
 * An application's own page (`/profile-applications/{internet|mobile}/:opportunityId`): every
 * field, the status history, the same single action as its card, and — after them, quiet —
 * «Отменить заявку» while it is open. Another company's or an unknown application is «Заявка не найдена».
 */
export function ApplicationScreen({
  appType,
  opportunityId,
  heading,
  headingClassName,
}: ApplicationScreenProps) {
  const t = useT();
  const locale = useLocale();
  const detail = useApplication(appType, opportunityId);
  const cache = useQueryClient();
  const [cancelled, setCancelled] = useState(false);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (cancelled) notice.current?.focus();
  }, [cancelled]);

  const back = (
    <Link variant="standalone" href={localizePath(applicationsHref(appType), locale)}>
      {t('cabinet.application.back', { product: t(`cabinet.application.service.${appType}`) })}
    </Link>
  );
  const state = detail.state;
  const title =
    state.status === 'ready'
      ? t('cabinet.application.title', { number: state.data.applicationNumber })
      : heading;

  return (
    <div className={styles.screen}>
      <div className={styles.tabs}>
        {back}
        <h1 className={headingClassName}>{keepTogether(title)}</h1>
      </div>
      {state.status === 'failed' && (
        <LoadFailed message={state.message} retrying={state.retrying} onRetry={detail.retry} />
      )}
      {(state.status === 'loading' || state.status === 'idle') && (
        <Loader layout="block" size="l" label={t('cabinet.application.loading')} />
      )}
      {state.status === 'ready' && (
        <>
          {cancelled && (
            <div ref={notice} tabIndex={-1} className={styles.notice}>
              <Alert tone="success">
                {t('cabinet.application.cancelled', { number: state.data.applicationNumber })}
              </Alert>
            </div>
          )}
          {state.data.processing && (
            <Alert tone="info">{t('cabinet.application.processing')}</Alert>
          )}
          {state.data.action && (
            <div className={styles.actions}>
              <ApplicationAction application={state.data} />
            </div>
          )}
          <ApplicationSections application={state.data} />
          {/* A quiet way out after what the application is, not a red button beside the next
              step: the person reads before cancelling, and confirms in a dialog. */}
          {!TERMINAL_STATUSES.includes(state.data.status) && (
            <div className={styles.quietActions}>
              <CancelApplication
                application={state.data}
                onCancelled={(next) => {
                  detail.set(next);
                  // The list's card says «Отменена» too when the person goes back to it.
                  void cache.invalidateQueries({
                    queryKey: cabinetKeys.applications(appType, locale),
                  });
                  setCancelled(true);
                }}
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}
