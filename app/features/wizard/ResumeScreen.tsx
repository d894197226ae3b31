import type { AppType, ApplicationDetail } from '../../../contract/index.ts';
import { Button, useIdNumberLabel } from '../../../lib/index.ts';
import { ServiceError, StepHeading, formStyles as w, useForm } from '../../forms/index.ts';
import { formatAmount, formatPhone, useLocale, useT } from '../../i18n/index.ts';
import { useSiteNavigate } from '../../routes/useSiteNavigate.ts';
import * as styles from './wizard.css.ts';

export interface ResumeScreenProps {
  appType: AppType;
  old: ApplicationDetail;
  /** «Продолжить старую заявку». */
  onContinue: () => void;
  /** «Завершить текущую»: the old one is closed and the current choice sent. */
  onFinishCurrent: () => Promise<void>;
  /** «Перейти на главную» (called before leaving). */
  onHome: () => void;
}

/**
 * «Завершите старую заявку…» (§2.15, §2.16, §4.5): the unfinished application's BIN (a sole
 * proprietor's IIN), address or numbers, phone, tariff and monthly payment, with continue-old,
 * finish-current and go-home.
 */
export function ResumeScreen({
  appType,
  old,
  onContinue,
  onFinishCurrent,
  onHome,
}: ResumeScreenProps) {
  const t = useT();
  const locale = useLocale();
  const numberLabel = useIdNumberLabel();
  const go = useSiteNavigate();
  // «Завершить текущую» is the screen's one call: the form layer runs it (busy, failure, abort).
  const finish = useForm({ locale, initial: {}, submit: onFinishCurrent });
  return (
    <div className={styles.screen} data-step="resume">
      <StepHeading level={2}>
        {appType === 'internet'
          ? t('widgets.handoff.resume.internetTitle')
          : t('widgets.handoff.resume.mobileTitle')}
      </StepHeading>
      <p className={w.text}>{t('widgets.handoff.resume.text')}</p>
      <dl className={`${w.details} ${w.panel}`}>
        <dt className={w.term}>{numberLabel(old.bin)}</dt>
        <dd className={w.definition}>{old.bin}</dd>
        {old.connectionAddress && (
          <>
            <dt className={w.term}>{t('widgets.handoff.resume.address')}</dt>
            <dd className={w.definition}>{old.connectionAddress}</dd>
          </>
        )}
        {old.mobile && (
          <>
            <dt className={w.term}>{t('widgets.handoff.resume.numbers')}</dt>
            <dd className={w.definition}>
              {t('widgets.handoff.summary.numbersValue', {
                main: old.mobile.ctnsAmount,
                extra: old.mobile.additionalCtnsAmount,
              })}
            </dd>
          </>
        )}
        <dt className={w.term}>{t('widgets.handoff.resume.phone')}</dt>
        <dd className={w.definition}>{formatPhone(old.phone)}</dd>
        <dt className={w.term}>{t('widgets.handoff.resume.tariff')}</dt>
        <dd className={w.definition}>«{old.tariff.name}»</dd>
        <dt className={w.term}>{t('widgets.handoff.resume.payment')}</dt>
        <dd className={w.definition}>
          {t('widgets.common.perMonth', { price: formatAmount(old.price) })}
        </dd>
      </dl>
      <ServiceError message={finish.serviceError} />
      <div className={styles.actions}>
        <Button size="l" onClick={onContinue}>
          {t('widgets.handoff.resume.continueOld')}
        </Button>
        <Button
          size="l"
          variant="secondary"
          loading={finish.busy}
          loadingLabel={t('widgets.handoff.resume.finishing')}
          onClick={() => void finish.handleSubmit()}
        >
          {t('widgets.handoff.resume.finishCurrent')}
        </Button>
        <Button
          size="l"
          variant="ghost"
          onClick={() => {
            onHome();
            go('/');
          }}
        >
          {t('widgets.handoff.resume.home')}
        </Button>
      </div>
    </div>
  );
}
