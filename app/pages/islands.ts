import { island } from '../islands/island.tsx';

/*
 * The pages' islands (app/islands): the forms and flows whose code a prerendered page loads after
 * it has become interactive. Each is the feature's own component, loaded by name.
 */

export const SiteConsultation = island('site-consultation', () =>
  import('../features/widgets/index.ts').then((m) => m.SiteConsultation),
);
export const SiteHandsetOffer = island('site-handset-offer', () =>
  import('../features/widgets/index.ts').then((m) => m.SiteHandsetOffer),
);
export const OfficeInternetFlow = island('office-internet-flow', () =>
  import('../features/office-internet/index.ts').then((m) => m.OfficeInternetFlow),
);
export const RepriceForm = island('reprice-form', () =>
  import('../features/office-internet/index.ts').then((m) => m.RepriceForm),
);
export const MobileConnectionFlow = island('mobile-connection-flow', () =>
  import('../features/mobile-connection/index.ts').then((m) => m.MobileConnectionFlow),
);
export const RoamingTariffs = island('roaming-tariffs', () =>
  import('../features/roaming/index.ts').then((m) => m.RoamingTariffs),
);
