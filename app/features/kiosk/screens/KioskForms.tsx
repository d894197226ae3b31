import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../../lib/index.ts';
import { useApi } from '../../api/index.ts';
import { CONSULTATION_CALLBACK_BUSINESS_DAYS } from '../../../../contract/limits.ts';
import { fill, useLocale, useMessages } from '../../../i18n/index.ts';
import { siteOrigin } from '../../../routes/config.ts';
import { localizePath } from '../../../routes/locale.ts';
import {
  AddressCheckWidget,
  HandsetOfferWidget,
  type AddressCheckResult,
} from '../../widgets/index.ts';
import { useKiosk } from '../KioskContext.ts';
import { KioskShell } from '../KioskShell.tsx';
import { kioskPaths } from '../paths.ts';
import { KioskConsultation } from './KioskConsultation.tsx';
import * as styles from '../kiosk.css.ts';

/*
 * The kiosk's three requests are the site's own widgets (`app/features/widgets`), recorded as the
 * kiosk's (`source: 'kiosk'` and the device's id). The frame makes their fields forget the last
 * visitor (`autocomplete="off"`) and holds what they could not send offline.
 */

/** A request's own screen: its heading and a line under it, then the form. */
function RequestScreen({
  heading,
  headingId,
  lead,
  children,
}: {
  heading: string;
  /** The heading's id, for a form that takes it as its name. */
  headingId?: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <KioskShell back={kioskPaths.home}>
      <div className={styles.content}>
        <h1 id={headingId} className={styles.heading}>
          {heading}
        </h1>
        <p className={styles.lead}>{lead}</p>
        {children}
      </div>
    </KioskShell>
  );
}

/**
 * «Заявка на консультацию» on the kiosk's portrait screen: one heading and one intro (the
 * screen's; the widget's own title and intro, which said the same in other words, are not shown),
 * and the form across the screen's width, its fields two to a row (`kioskForm`), not the site's
 * 720 px column.
 */
export function KioskConsultationScreen() {
  const messages = useMessages();
  const headingId = useId();
  return (
    <RequestScreen
      heading={messages.meta.kioskConsultation.heading}
      headingId={headingId}
      lead={fill(messages.kiosk.forms.consultation, { days: CONSULTATION_CALLBACK_BUSINESS_DAYS })}
    >
      <KioskConsultation labelledBy={headingId} className={styles.kioskForm} />
    </RequestScreen>
  );
}

function KioskHandsetOffer() {
  const api = useApi();
  const locale = useLocale();
  const { kioskId } = useKiosk();
  return (
    <HandsetOfferWidget
      locale={locale}
      api={api}
      source="kiosk"
      kioskId={kioskId}
      headingLevel={2}
    />
  );
}

export function KioskHandsetOfferScreen() {
  const messages = useMessages();
  return (
    <RequestScreen
      heading={messages.meta.kioskHandsetOffer.heading}
      lead={messages.kiosk.forms.handsetOffer}
    >
      <KioskHandsetOffer />
    </RequestScreen>
  );
}

/** The site's office-internet page at its public address, with the checked building if any. */
function applicationUrl(locale: 'ru' | 'kk', result: AddressCheckResult): string {
  const page = `${siteOrigin()}${localizePath('/internet-for-office', locale)}`;
  const houseId =
    result.outcome === 'covered' && 'houseId' in result.address ? result.address.houseId : null;
  return houseId ? `${page}?houseId=${encodeURIComponent(houseId)}#tariffs` : page;
}

/**
 * The office-address check, with a next step for every answer, as on a partner page: in coverage
 * (or typed by hand) the application goes on the visitor's phone — it needs the cabinet and their
 * EDS — as a QR code of the site's page with the building; outside coverage the consultation form
 * opens under the answer.
 */
function KioskAddressCheck() {
  const api = useApi();
  const locale = useLocale();
  const words = useMessages().kiosk.address;
  const { showExit } = useKiosk();
  const [consulting, setConsulting] = useState(false);
  const consultationId = useId();
  return (
    <>
      <AddressCheckWidget
        locale={locale}
        api={api}
        headingLevel={2}
        onResult={() => setConsulting(false)}
        onEdit={() => setConsulting(false)}
        renderNextStep={(result) => {
          if (result.outcome === 'notCovered') {
            return consulting ? null : (
              <Button size="l" onClick={() => setConsulting(true)}>
                {words.consult}
              </Button>
            );
          }
          return (
            <Button size="l" onClick={() => showExit(applicationUrl(locale, result), 'cabinet')}>
              {words.applyOnPhone}
            </Button>
          );
        }}
      />
      {consulting && (
        <div id={consultationId} className={styles.follow}>
          <KioskConsultation product="internet-for-office" focusOnMount />
        </div>
      )}
    </>
  );
}

export function KioskAddressCheckScreen() {
  const messages = useMessages();
  return (
    <RequestScreen
      heading={messages.meta.kioskAddressCheck.heading}
      lead={messages.kiosk.forms.addressCheck}
    >
      <KioskAddressCheck />
    </RequestScreen>
  );
}
