import { useId, useRef, useState } from 'react';
import type { RoamingTariff } from '../../../contract/domain.ts';
import { Badge, Button, Dialog, DialogClose, Loader, SuccessIcon } from '../../../lib/index.ts';
import { formatAmount, keepTogether, useLocale, useT } from '../../i18n/index.ts';
import { contractQuery, useLightQuery } from '../../data/light.ts';
import { useApi } from '../api/index.ts';
import { LoadFailed } from '../../forms/index.ts';
import { goToBlock } from '../landing/index.ts';
import * as styles from './roaming.css.ts';
import { TariffDetails } from './TariffDetails.tsx';

export interface TariffCardProps {
  tariff: RoamingTariff;
  /** The id of the page's request form, where «Оставить заявку» leads. */
  consultationAnchor: string;
}

/**
 * A roaming or calls-abroad tariff: name, description, price, highlights; «Подключить» (how to
 * connect it: the USSD code, or a request for all the company's numbers) or «Подключено по
 * умолчанию»; «Подробнее о тарифе» opens the details in place, loading them the first time.
 */
export function TariffCard({ tariff, consultationAnchor }: TariffCardProps) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const titleId = useId();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const [connectOpen, setConnectOpen] = useState(false);
  const connectButton = useRef<HTMLButtonElement>(null);
  // Details load the first time they are opened (and again on «Повторить»), then are kept.
  const details = useLightQuery(
    { ...contractQuery(api, 'roamingTariffDetails', { id: tariff.id }, locale), enabled: open },
    { locale, fallback: 'TARIFF_DETAILS_LOAD_FAILED' },
  );

  /**
   * «Оставить заявку»: closes the dialog and moves on to the page's request form. Radix hands
   * focus back to «Подключить» after the dialog has gone (a render and a timer later); going on
   * from that focus, not from a guessed delay, keeps it from pulling the reader back up.
   */
  const goToForm = () => {
    const trigger = connectButton.current;
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      clearTimeout(fallback);
      trigger?.removeEventListener('focus', go);
      setTimeout(() => goToBlock(consultationAnchor), 0);
    };
    trigger?.addEventListener('focus', go);
    // Should focus never come back (the card re-rendered away), go anyway.
    const fallback = setTimeout(go, 500);
    setConnectOpen(false);
  };

  const price =
    tariff.price > 0
      ? t(`pages.roaming.price.${tariff.period}`, { price: formatAmount(tariff.price) })
      : t('pages.roaming.noFee');

  return (
    <li className={styles.card} data-tariff={tariff.id}>
      <h4 id={titleId} className={styles.cardTitle}>
        {tariff.name}
      </h4>
      <p className={styles.text}>{keepTogether(tariff.description)}</p>
      <p className={styles.price}>{keepTogether(price)}</p>
      {tariff.highlights.length > 0 && (
        <dl className={styles.highlights}>
          {tariff.highlights.map((item) => (
            <div key={item.label} className={styles.highlight}>
              <dt className={styles.highlightLabel}>{item.label}</dt>
              <dd className={styles.highlightValue}>{keepTogether(item.value)}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className={styles.actions}>
        {tariff.connectedByDefault ? (
          <p className={styles.status}>
            <Badge color="green" size="m">
              <SuccessIcon size={16} />
              {t('pages.roaming.connectedByDefault')}
            </Badge>
          </p>
        ) : (
          <Dialog
            open={connectOpen}
            onOpenChange={setConnectOpen}
            trigger={
              <Button ref={connectButton} aria-describedby={titleId}>
                {t('pages.roaming.connect')}
              </Button>
            }
            title={t('pages.roaming.connectDialog.title', { name: tariff.name })}
            footer={
              <>
                <DialogClose>
                  <Button variant="secondary">{t('pages.roaming.connectDialog.close')}</Button>
                </DialogClose>
                <Button onClick={goToForm}>{t('pages.roaming.connectDialog.request')}</Button>
              </>
            }
          >
            {tariff.ussd && (
              <p className={styles.rowValue}>
                {t('pages.roaming.connectDialog.ussd', { code: tariff.ussd })}
              </p>
            )}
            <p className={styles.rowValue}>{t('pages.roaming.connectDialog.manager')}</p>
          </Dialog>
        )}
        <Button
          variant="ghost"
          aria-expanded={open}
          aria-controls={detailsId}
          aria-describedby={titleId}
          onClick={() => setOpen(!open)}
        >
          {t('pages.roaming.details')}
        </Button>
      </div>
      <div id={detailsId} className={styles.details} hidden={!open}>
        {details.state.status === 'loading' && (
          <Loader layout="block" size="s" label={t('pages.roaming.detailsLoading')} />
        )}
        {details.state.status === 'failed' && (
          <div className={styles.failed}>
            <LoadFailed
              compact
              message={details.state.message}
              retrying={details.state.retrying}
              onRetry={details.retry}
            />
          </div>
        )}
        {details.state.status === 'ready' && <TariffDetails details={details.state.data} />}
      </div>
    </li>
  );
}
