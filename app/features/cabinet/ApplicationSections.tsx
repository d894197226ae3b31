import { useId, type ReactNode } from 'react';
import type { ApplicationDetail, MobileNumber } from '../../../contract/domain.ts';
import { useIdNumberLabel } from '../../../lib/index.ts';
import type { Messages } from '../../../locales/index.ts';
import { FoldedList, formStyles as w } from '../../forms/index.ts';
import { formatAmount, formatPhone, useT } from '../../i18n/index.ts';
import { referenceName, useBanks, usePositions } from '../company/index.ts';
import { ApplicationStatus, placeOf } from './ApplicationCard.tsx';
import { Details, type DetailRow } from './Details.tsx';
import { SignatureCard } from './SignatureCard.tsx';
import { formatDate, formatDateTime, formatTime } from './format.ts';
import * as styles from './cabinet.css.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The application's numbers, each with its marks; a long list folded behind its count. */
function NumberList({ numbers }: { numbers: readonly MobileNumber[] }) {
  const t = useT();
  if (numbers.length === 0) return null;
  return (
    <FoldedList
      as="ol"
      className={styles.numbers}
      items={numbers.map((n) => {
        const marks = [
          n.own ? t('cabinet.application.ownNumber') : null,
          n.additional ? t('cabinet.application.additionalNumber') : null,
        ].filter(Boolean);
        return {
          key: n.msisdn,
          content: (
            <>
              <span className={w.unbroken}>{formatPhone(n.msisdn)}</span>
              {marks.length > 0 && ` (${marks.join(', ')})`}
            </>
          ),
        };
      })}
    />
  );
}

/**
 * Every field of an application the backend returns (§3), in sections: the application, the
 * connection (office) or the numbers and their receiving (mobile), the company details it was
 * made with, the signed contract with its signature card, and the status history. A missing value reads «Не указано».
 */
export function ApplicationSections({ application: a }: { application: ApplicationDetail }) {
  const t = useT();
  const f = (field: FieldKey) => t(`cabinet.application.fields.${field}`);
  const numberLabel = useIdNumberLabel();
  const yesNo = (value: boolean | null | undefined) =>
    value === null || value === undefined
      ? null
      : t(value ? 'cabinet.application.yes' : 'cabinet.application.no');
  const positions = usePositions();
  const banks = useBanks();
  const position = referenceName(positions, a.company.positionId);
  const bank = referenceName(banks, a.company.bankId);

  const main: DetailRow[] = [
    { label: f('number'), value: a.applicationNumber },
    { label: f('service'), value: t(`cabinet.application.service.${a.appType}`) },
    { label: f('status'), value: <ApplicationStatus application={a} /> },
    { label: f('created'), value: formatDate(a.creationDate) },
    { label: f('updated'), value: formatDateTime(a.updatedAt) },
    { label: f('tariff'), value: `«${a.tariff.name}»` },
    {
      label: f('payment'),
      value: t('widgets.common.perMonth', { price: formatAmount(a.price) }),
    },
    { label: f('phone'), value: formatPhone(a.phone) },
    { label: numberLabel(a.bin), value: a.bin },
  ];
  const booking = a.booking
    ? t('cabinet.application.booking', {
        date: formatDate(a.booking.start),
        from: formatTime(a.booking.start),
        to: formatTime(a.booking.end),
      })
    : a.bookingDate && formatDateTime(a.bookingDate);
  const mobile = a.mobile;
  const receiving: DetailRow[] = [
    {
      label: f('deliveryType'),
      value: a.deliveryType && t(`cabinet.application.deliveryType.${a.deliveryType}`),
    },
    a.deliveryType === 'pickup'
      ? { label: f('pickupPoint'), value: a.pickup?.address ?? a.deliveryAddress }
      : { label: f('deliveryAddress'), value: a.delivery?.address ?? a.deliveryAddress },
    ...(a.pickup
      ? [
          { label: f('pickupHours'), value: a.pickup.hours },
          {
            label: f('pickupManager'),
            value: t('cabinet.application.manager', {
              name: a.pickup.manager.name,
              phone: formatPhone(a.pickup.manager.phone),
            }),
          },
        ]
      : []),
  ];

  return (
    <>
      <Section title={t('cabinet.application.sections.main')}>
        <Details rows={main} />
      </Section>
      {a.appType === 'internet' ? (
        <Section title={t('cabinet.application.sections.connection')}>
          <Details
            rows={[
              { label: f('address'), value: placeOf(a, t) },
              {
                label: f('technology'),
                value: a.technology && t(`cabinet.application.technology.${a.technology}`),
              },
              { label: f('booking'), value: booking },
            ]}
          />
        </Section>
      ) : (
        <>
          <Section title={t('cabinet.application.sections.numbers')}>
            <Details
              rows={[
                { label: f('ctns'), value: mobile?.ctnsAmount.toString() },
                { label: f('additional'), value: mobile?.additionalCtnsAmount.toString() },
                { label: f('total'), value: mobile?.totalNumbers.toString() },
                {
                  label: f('numbersChoice'),
                  value: mobile && t(`cabinet.application.numbersChoice.${mobile.numbersChoice}`),
                },
                { label: f('virtualPbx'), value: yesNo(mobile?.virtualPbx) },
                {
                  label: f('roaming'),
                  value:
                    a.roaming === null
                      ? null
                      : t(
                          a.roaming
                            ? 'cabinet.application.enabled'
                            : 'cabinet.application.disabled',
                        ),
                },
                {
                  label: f('numbersList'),
                  value: mobile && <NumberList numbers={mobile.numbers} />,
                },
              ]}
            />
          </Section>
          <Section title={t('cabinet.application.sections.receiving')}>
            <Details rows={receiving} />
          </Section>
        </>
      )}
      <Section title={t('cabinet.application.sections.company')}>
        <Details
          rows={[
            { label: f('position'), value: position },
            { label: f('bank'), value: bank },
            { label: f('iban'), value: a.company.iban },
            { label: f('lawAddress'), value: a.company.lawAddress },
            { label: f('factAddress'), value: a.company.factAddress },
            // Optional: often written into the address itself («…, офис 12»), where a row saying
            // «Не указано» beside it would contradict it. Shown when it was given.
            ...(a.company.flat ? [{ label: f('flat'), value: a.company.flat }] : []),
          ]}
        />
      </Section>
      <Section title={t('cabinet.application.sections.signature')}>
        <SignatureCard application={a} />
      </Section>
      <Section title={t('cabinet.application.sections.history')}>
        <StatusHistory application={a} />
      </Section>
    </>
  );
}

/** The statuses the application has had, oldest first, each with its date and time. */
function StatusHistory({ application }: { application: ApplicationDetail }) {
  const t = useT();
  if (application.history.length === 0) {
    return <p className={styles.muted}>{t('cabinet.profile.notSpecified')}</p>;
  }
  return (
    <ol className={styles.history}>
      {application.history.map((change, i) => (
        <li key={`${change.status}-${change.at}-${i}`} className={styles.historyItem}>
          <time dateTime={change.at}>{formatDateTime(change.at)}</time>
          <span>{t(`cabinet.statuses.${change.status}`)}</span>
        </li>
      ))}
    </ol>
  );
}

type FieldKey = keyof Messages['cabinet']['application']['fields'];
