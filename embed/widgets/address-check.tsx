import { AddressCheckWidget } from '../../app/features/widgets/address/index.ts';
import { Link } from '../../lib/components/Link/Link.tsx';
import { embedMessages } from '../runtime/messages.ts';
import { defineWidget } from '../runtime/mount.tsx';

/**
 * `<biz-address-check>`: the office-address check. A partner page cannot carry the office
 * application on, so the answer's next step is a link to the site's office-internet page in the
 * widget's language.
 */
export const { mount } = defineWidget(({ props, api, onEvent, portalContainer }) => (
  <AddressCheckWidget
    locale={props.locale}
    api={api}
    onEvent={onEvent}
    portalContainer={portalContainer}
    renderNextStep={(result) =>
      result.outcome === 'notCovered' ? null : (
        <Link
          appearance="button"
          href={`${props.siteOrigin}${props.locale === 'kk' ? '/kk' : ''}/internet-for-office`}
        >
          {embedMessages[props.locale].applyOnSite}
        </Link>
      )
    }
  />
));
