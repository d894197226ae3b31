import { useId, type ReactNode } from 'react';
import type { ApplicationDetail } from '../../../contract/domain.ts';
import { FoldedList, formStyles as w } from '../../forms/index.ts';
import { formatAmount, formatPhone, keepTogether, useT } from '../../i18n/index.ts';
import * as styles from './wizard.css.ts';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factTerm}>{term}</dt>
      <dd className={styles.factValue}>
        {typeof children === 'string' ? keepTogether(children) : children}
      </dd>
    </div>
  );
}

/**
 * The application beside the steps, titled by its number. Office internet (§2.22): tariff,
 * address, monthly payment, paid monthly after installation. Mobile (§2.23; the page itself is
 * titled «Заявка на «{tariff}»», `applicationHeading`): tariff, the numbers, basic roaming, the
 * payment per number and in total, main and additional counts. A long list of numbers is folded
 * behind its count («40 номеров · показать»); numbers and units never break mid-token.
 */
export function ApplicationAside({ application }: { application: ApplicationDetail }) {
  const t = useT();
  const titleId = useId();
  const perMonth = (price: number) => t('widgets.common.perMonth', { price: formatAmount(price) });
  const mobile = application.mobile;
  return (
    <aside className={styles.aside} aria-labelledby={titleId} data-summary={application.appType}>
      <h2 id={titleId} className={styles.asideTitle}>
        {keepTogether(t('wizard.summary.title', { number: application.applicationNumber }))}
      </h2>
      <dl className={styles.facts}>
        <Fact term={t('wizard.summary.tariff')}>{`«${application.tariff.name}»`}</Fact>
        {application.connectionAddress && (
          <Fact term={t('wizard.summary.address')}>{application.connectionAddress}</Fact>
        )}
        {mobile ? (
          <>
            <Fact term={t('wizard.summary.numbers')}>
              {mobile.numbers.length > 0 ? (
                <FoldedList
                  className={styles.numberList}
                  items={mobile.numbers.map((number) => ({
                    key: number.msisdn,
                    content: <span className={w.unbroken}>{formatPhone(number.msisdn)}</span>,
                  }))}
                />
              ) : (
                t('wizard.summary.numbersPending')
              )}
            </Fact>
            <Fact term={t('wizard.summary.mainCount')}>{mobile.ctnsAmount}</Fact>
            <Fact term={t('wizard.summary.additionalCount')}>{mobile.additionalCtnsAmount}</Fact>
            <Fact term={t('wizard.summary.roaming')}>
              {mobile.roaming ? t('wizard.summary.roamingOn') : t('wizard.summary.roamingOff')}
            </Fact>
            <Fact term={t('wizard.summary.perNumber')}>
              {perMonth(application.tariff.monthlyPrice)}
            </Fact>
            <Fact term={t('wizard.summary.total')}>{perMonth(application.price)}</Fact>
          </>
        ) : (
          <Fact term={t('wizard.summary.payment')}>{perMonth(application.price)}</Fact>
        )}
      </dl>
      {!mobile && <p className={styles.note}>{t('wizard.summary.paymentNote')}</p>}
    </aside>
  );
}
