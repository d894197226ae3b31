import { HandsetOfferWidget } from '../../app/features/widgets/handset/index.ts';
import { defineWidget } from '../runtime/mount.tsx';

/**
 * `<biz-handset-check>`: the handset special offer's BIN check, then the connection request with
 * its inline «Заявка принята»; the lead carries the partner page's origin.
 */
export const { mount } = defineWidget(({ props, api, onEvent, portalContainer, hostOrigin }) => (
  <HandsetOfferWidget
    locale={props.locale}
    api={api}
    hostOrigin={hostOrigin}
    siteOrigin={props.siteOrigin}
    onEvent={onEvent}
    portalContainer={portalContainer}
  />
));
