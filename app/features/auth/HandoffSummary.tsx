import { useId } from 'react';
import { formStyles as w } from '../../forms/index.ts';
import { formatAmount, useT } from '../../i18n/index.ts';
import type { Handoff } from './handoff.ts';

/**
 * «Вы оформляете заявку» on the login page: what the public flow handed over (service, tariff,
 * address or numbers, monthly payment), so the visitor sees the application is kept while they
 * sign in.
 */
export function HandoffSummary({ handoff }: { handoff: Handoff }) {
  const t = useT();
  const titleId = useId();
  const { summary } = handoff;
  return (
    <section className={w.panel} aria-labelledby={titleId} data-handoff={handoff.appType}>
      <h2 id={titleId} className={w.subtitle}>
        {t('cabinet.login.intentTitle')}
      </h2>
      <dl className={w.details}>
        <dt className={w.term}>{t('cabinet.login.service')}</dt>
        <dd className={w.definition}>
          {handoff.appType === 'internet'
            ? t('cabinet.login.intentInternet')
            : t('cabinet.login.intentMobile')}
        </dd>
        <dt className={w.term}>{t('widgets.handoff.summary.tariff')}</dt>
        <dd className={w.definition}>«{summary.tariffName}»</dd>
        {summary.address && (
          <>
            <dt className={w.term}>{t('widgets.handoff.summary.address')}</dt>
            <dd className={w.definition}>{summary.address}</dd>
          </>
        )}
        {summary.numbers && (
          <>
            <dt className={w.term}>{t('widgets.handoff.summary.numbers')}</dt>
            <dd className={w.definition}>
              {t('widgets.handoff.summary.numbersValue', {
                main: summary.numbers.main,
                extra: summary.numbers.additional,
              })}
            </dd>
          </>
        )}
        <dt className={w.term}>{t('widgets.handoff.summary.payment')}</dt>
        <dd className={w.definition}>
          {t('widgets.common.perMonth', { price: formatAmount(summary.monthlyPayment) })}
        </dd>
      </dl>
      <p className={w.text}>{t('cabinet.login.intentText')}</p>
    </section>
  );
}
