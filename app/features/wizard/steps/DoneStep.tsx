import { SIM_READY_SMS_BUSINESS_DAYS } from '../../../../contract/limits.ts';
import { Link, formatDateLong } from '../../../../lib/index.ts';
import { formStyles as w } from '../../../forms/index.ts';
import { useLocale, useT } from '../../../i18n/index.ts';
import { applicationsHref } from '../../../routes/cabinetPaths.ts';
import { localizePath } from '../../../routes/locale.ts';
import { slotDay, slotHours } from '../slotTime.ts';
import type { StepProps } from '../types.ts';
import * as styles from '../wizard.css.ts';

/**
 * Step 4 (§2.22, §2.23): «Заявка принята». Office internet: the technicians come to the address
 * at the booked time; mobile: an SMS within 2 business days says the SIM cards are ready.
 */
export function DoneStep({ application }: StepProps) {
  const t = useT();
  const locale = useLocale();
  const { booking, pickup, delivery } = application;
  return (
    <div className={w.form} data-done={application.appType}>
      {application.appType === 'internet' ? (
        <>
          <p className={w.text}>
            {t('wizard.done.internetText', { address: application.connectionAddress ?? '' })}
          </p>
          {booking && (
            <p className={w.text}>
              {t('wizard.done.internetWhen', {
                date: formatDateLong(slotDay(booking), locale),
                time: slotHours(booking),
              })}
            </p>
          )}
          {application.processing && (
            <p className={w.text}>{t('wizard.done.internetConfirming')}</p>
          )}
        </>
      ) : (
        <>
          <p className={w.text}>
            {t('wizard.done.mobileText', { days: SIM_READY_SMS_BUSINESS_DAYS })}
          </p>
          {pickup && (
            <p className={w.text}>
              {t('wizard.done.mobilePickup', { address: pickup.address, hours: pickup.hours })}
            </p>
          )}
          {delivery && (
            <p className={w.text}>
              {t('wizard.done.mobileDelivery', { address: delivery.address })}
            </p>
          )}
        </>
      )}
      <div className={styles.actions}>
        <Link appearance="button" href={localizePath('/', locale)}>
          {t('wizard.done.home')}
        </Link>
        <Link
          appearance="button"
          variant="secondary"
          href={localizePath(applicationsHref(application.appType), locale)}
        >
          {t('wizard.done.applications')}
        </Link>
      </div>
    </div>
  );
}
