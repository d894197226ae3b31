import type { ProductSlug } from '../../../contract/domain.ts';
import type { LandingContent } from '../../../locales/content/index.ts';
import type { PageProps } from '../../routes/types.ts';
import type { KioskSectionData } from './data.ts';
import {
  KioskAddressCheckScreen,
  KioskConsultationScreen,
  KioskHandsetOfferScreen,
} from './screens/KioskForms.tsx';
import { KioskHome } from './screens/KioskHome.tsx';
import { KioskProduct } from './screens/KioskProduct.tsx';
import { KioskSection } from './screens/KioskSection.tsx';

/** The kiosk screen a kiosk route shows (the route table's `kiosk*` routes share one page). */
export function KioskScreen({ route, params, data }: PageProps) {
  switch (route.name) {
    case 'kioskSection':
      return <KioskSection data={data as KioskSectionData} />;
    case 'kioskProduct':
      return <KioskProduct slug={params.slug as ProductSlug} content={data as LandingContent} />;
    case 'kioskConsultation':
      return <KioskConsultationScreen />;
    case 'kioskHandsetOffer':
      return <KioskHandsetOfferScreen />;
    case 'kioskAddressCheck':
      return <KioskAddressCheckScreen />;
    default:
      return <KioskHome />;
  }
}
