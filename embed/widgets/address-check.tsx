import { useState } from 'react';
import { AddressCheckWidget } from '../../app/features/widgets/address/index.ts';
import { ConsultationWidget } from '../../app/features/widgets/consultation/index.ts';
import { Button } from '../../lib/components/Button/Button.tsx';
import { Link } from '../../lib/components/Link/Link.tsx';
import { embedMessages } from '../runtime/messages.ts';
import { defineWidget, type WidgetContext } from '../runtime/mount.tsx';
import { followUp } from '../runtime/theme.css.ts';

/** The site's office-internet page in the widget's language, carrying a checked building. */
function officeInternetHref(
  siteOrigin: string,
  locale: 'ru' | 'kk',
  houseId: string | null,
): string {
  const page = `${siteOrigin}${locale === 'kk' ? '/kk' : ''}/internet-for-office`;
  return houseId ? `${page}?houseId=${encodeURIComponent(houseId)}#tariffs` : page;
}

/**
 * `<biz-address-check>`: the office-address check, with a next step for every answer.
 *
 * - In coverage: a link to the site's office-internet page carrying the building
 *   (`?houseId=…`): the site checks it again and its flow starts with the address filled in. A
 *   partner page cannot carry the application itself (it needs the cabinet's login).
 * - Typed by hand and not in the directory: the same link, without an address (a typed address
 *   may hold anything the visitor wrote, so it does not go into a URL).
 * - Not in coverage: «Оставить заявку на консультацию» opens the consultation form here, under
 *   the answer (about office internet, with the SMS step inline). Inline rather than a link to
 *   the site's form: the visitor stays on the partner's page, nothing typed is lost, and the lead
 *   is recorded as the partner's (source `embed`, the page's origin), which a lead made on the
 *   site would not be. Its events come from this element: `biz-success` carries the
 *   consultation's id.
 */
function PartnerAddressCheck({ props, api, onEvent, portalContainer, hostOrigin }: WidgetContext) {
  const words = embedMessages[props.locale];
  const [consulting, setConsulting] = useState(false);
  return (
    <>
      <AddressCheckWidget
        locale={props.locale}
        api={api}
        onEvent={onEvent}
        portalContainer={portalContainer}
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
          const houseId =
            result.outcome === 'covered' && 'houseId' in result.address
              ? (result.address.houseId ?? null)
              : null;
          return (
            <Link
              appearance="button"
              href={officeInternetHref(props.siteOrigin, props.locale, houseId)}
            >
              {words.applyOnSite}
            </Link>
          );
        }}
      />
      {consulting && (
        <div className={followUp}>
          <ConsultationWidget
            locale={props.locale}
            api={api}
            product="internet-for-office"
            source="embed"
            hostOrigin={hostOrigin}
            siteOrigin={props.siteOrigin}
            onEvent={onEvent}
            portalContainer={portalContainer}
            headingLevel={3}
            focusOnMount
          />
        </div>
      )}
    </>
  );
}

export const { mount } = defineWidget((context) => <PartnerAddressCheck {...context} />);
