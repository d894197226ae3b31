import { HandsetOfferWidget } from '../../app/features/widgets/handset/index.ts';
import { defineWidget } from '../runtime/mount.tsx';

/**
 * `<biz-handset-check>`: the handset special offer's BIN check, then the connection request with
 * its inline «Заявка принята».
 */
export const { mount } = defineWidget(({ props, api, onEvent, portalContainer }) => (
  <HandsetOfferWidget
    locale={props.locale}
    api={api}
    onEvent={onEvent}
    portalContainer={portalContainer}
  />
));
