import type { PageProps } from '../../routes/types.ts';
import type { KioskSectionData } from './data.ts';
import {
  KioskAddressCheckScreen,
  KioskConsultationScreen,
  KioskHandsetOfferScreen,
} from './screens/KioskForms.tsx';
import { KioskHome } from './screens/KioskHome.tsx';
import { KioskSection } from './screens/KioskSection.tsx';

/**
 * The kiosk screen a kiosk route shows (the route table's `kiosk*` routes share this page). The
 * product screen has its own page (`product/index.ts`): the landing template stays out of the
 * other screens' first load.
 */
export function KioskScreen({ route, data }: PageProps) {
  switch (route.name) {
    case 'kioskSection':
      return <KioskSection data={data as KioskSectionData} />;
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
