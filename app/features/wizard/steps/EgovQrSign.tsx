import { useEffect, useRef, useState } from 'react';
import { EGOV_SIGN_TTL_SECONDS } from '../../../../contract/eds.ts';
import type { ApplicationDetail } from '../../../../contract/domain.ts';
import type { Out } from '../../../../contract/index.ts';
import { Alert, Button, Link } from '../../../../lib/index.ts';
import { contractQuery, useDataQuery } from '../../../data/index.ts';
import { useLocale, useT } from '../../../i18n/index.ts';
import { callEndpoint, useApi } from '../../api/index.ts';
import { QrCode } from '../../../../lib/components/QrCode/index.ts';
import * as styles from '../wizard.css.ts';

/**
 * How often the page asks its backend what became of the code (the app PUTs to the backend); the
 * first time one period after the code was given (the app cannot have read it sooner).
 */
const POLL_MS = 2000;

const ENDED: readonly Out<'egovSignStatus'>['status'][] = [
  'signed',
  'refused',
  'expired',
  'cancelled',
];

export interface EgovQrSignProps {
  /** The code egov-sign/start gave, and when this page received it (its own clock). */
  code: Out<'egovSignStart'>;
  receivedAt: number;
  onSigned(application: ApplicationDetail): void;
  /** «Показать новый код»: the step asks for another code. */
  onRenew(): void;
  renewing: boolean;
  /** Back to the three ways of signing. */
  onClose(): void;
  /**
   * A phone's screen: the app opens on this same phone, so the launch is the main action and the
   * QR (for another phone) is folded away.
   * @default false
   */
  onPhone?: boolean;
}

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * eGov QR signing in the wizards' step 2 (issue 28): the QR of `mobileSign:<API №1 URL>` drawn
 * as SVG, the launch link beside it (the way in on a phone, and the QR's text alternative), the
 * time left, and the outcome learned by polling our backend. Loaded only when chosen. On a phone
 * that phone cannot scan its own screen: «Открыть в eGov Business» is the primary button, the QR
 * behind «Показать QR-код для другого телефона» (issue 39).
 */
export default function EgovQrSign({
  code,
  receivedAt,
  onSigned,
  onRenew,
  renewing,
  onClose,
  onPhone = false,
}: EgovQrSignProps) {
  const t = useT();
  const api = useApi();
  const locale = useLocale();
  const { signSessionId } = code;
  const poll = useDataQuery<Out<'egovSignStatus'>>(
    {
      ...contractQuery(api, 'egovSignStatus', { signSessionId }, locale),
      // What a code is before the app reads it; fresh for one period, so the first question is
      // asked by the interval, not on mount.
      initialData: { status: 'waiting', expiresAt: code.expiresAt },
      initialDataUpdatedAt: receivedAt,
      staleTime: POLL_MS,
      // Asked until the outcome is known; a failed question is asked again (the phone may still
      // be signing), and while the person is in the eGov app, with this page in the background.
      refetchInterval: (query) =>
        ENDED.includes(query.state.data?.status ?? 'waiting') ? false : POLL_MS,
      refetchIntervalInBackground: true,
    },
    { locale },
  );
  const state = poll.state.status === 'ready' ? poll.state.data : null;
  const [now, setNow] = useState(() => Date.now());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const deadline = receivedAt + EGOV_SIGN_TTL_SECONDS * 1000;
  const left = deadline - now;
  // Our clock may say «expired» a moment before the server: it shows the same end, and the
  // server's word (refused, signed) wins when it comes.
  const status = state?.status ?? 'waiting';
  const ended = ENDED.includes(status) ? status : left <= 0 ? 'expired' : null;

  useEffect(() => {
    headingRef.current?.focus();
  }, [code.signSessionId]);

  useEffect(() => {
    if (ended) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [ended]);

  useEffect(() => {
    if (ended && ended !== 'signed') outcomeRef.current?.focus();
  }, [ended]);

  useEffect(() => {
    if (state?.status === 'signed' && state.application) onSigned(state.application);
  }, [state, onSigned]);

  const cancel = () => {
    void callEndpoint(api, 'egovSignCancel', { signSessionId }).catch(() => undefined);
    onClose();
  };

  return (
    <section className={styles.egov} aria-labelledby={`${code.signSessionId}-title`}>
      <h3 id={`${code.signSessionId}-title`} ref={headingRef} tabIndex={-1}>
        {t('wizard.signing.egovTitle')}
      </h3>
      {ended && ended !== 'signed' ? (
        <div ref={outcomeRef} tabIndex={-1} className={styles.egovOutcome} data-egov={ended}>
          {ended === 'refused' ? (
            <Alert tone="error" title={t('wizard.signing.egovRefused')}>
              {state?.refusal?.message}
            </Alert>
          ) : (
            <Alert tone={ended === 'expired' ? 'warning' : 'info'}>
              {t(
                ended === 'expired' ? 'wizard.signing.egovExpired' : 'wizard.signing.egovCancelled',
              )}
            </Alert>
          )}
          <div className={styles.egovActions}>
            <Button
              onClick={onRenew}
              loading={renewing}
              loadingLabel={t('wizard.signing.egovStarting')}
            >
              {t('wizard.signing.egovRenew')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('wizard.signing.egovBack')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          {onPhone ? (
            <>
              <p className={styles.note}>{t('wizard.signing.egovOpenPhone')}</p>
              <Link appearance="button" href={code.launchLink}>
                {t('wizard.signing.egovOpen')}
              </Link>
              <details className={styles.howTo}>
                <summary className={styles.howToSummary}>{t('wizard.signing.egovShowQr')}</summary>
                <div className={styles.egovCode}>
                  <QrCode value={code.qrText} label={t('wizard.signing.egovQrLabel')} />
                  <p className={styles.note}>{t('wizard.signing.egovScan')}</p>
                </div>
              </details>
            </>
          ) : (
            <>
              <p className={styles.note}>{t('wizard.signing.egovScan')}</p>
              <figure className={styles.egovCode} data-egov={status}>
                <QrCode value={code.qrText} label={t('wizard.signing.egovQrLabel')} />
                <figcaption className={styles.egovCaption}>
                  <Link href={code.launchLink}>{t('wizard.signing.egovOpen')}</Link>
                  <span className={styles.note}>{t('wizard.signing.egovOpenHint')}</span>
                </figcaption>
              </figure>
            </>
          )}
          <p className={styles.note} data-egov-left="">
            {t('wizard.signing.egovExpiresIn', { time: clock(left) })}
          </p>
          <p role="status" className={styles.note}>
            {status === 'scanned' ? t('wizard.signing.egovScanned') : ''}
          </p>
          <div className={styles.egovActions}>
            <Button variant="secondary" onClick={cancel}>
              {t('wizard.signing.egovCancel')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
