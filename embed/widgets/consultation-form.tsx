import { isProductSlug } from '../../contract/domain.ts';
import { ConsultationWidget } from '../../app/features/widgets/consultation/index.ts';
import { defineWidget } from '../runtime/mount.tsx';

/**
 * `<biz-consultation-form product="…">`: the consultation form with its SMS step inline; success
 * shows «Заявка принята» in place (a partner page has no /application-for-consultancy).
 * An unknown `product` is left out rather than sent for the backend to refuse. The request is
 * recorded as a partner lead: source `embed` and the page's origin.
 */
export const { mount } = defineWidget(({ props, api, onEvent, portalContainer, hostOrigin }) => (
  <ConsultationWidget
    locale={props.locale}
    api={api}
    product={isProductSlug(props.product) ? props.product : undefined}
    source="embed"
    hostOrigin={hostOrigin}
    siteOrigin={props.siteOrigin}
    onEvent={onEvent}
    portalContainer={portalContainer}
  />
));
