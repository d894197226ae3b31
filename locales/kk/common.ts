import type { common as source } from '../ru/common.ts';
import type { Shape } from '../types.ts';

export const common: Shape<typeof source> = {
  siteName: 'Dala Business',
  siteTitle: 'Dala Business — бизнеске арналған байланыс және цифрлық шешімдер',
  siteDescription:
    'Қазақстандағы компаниялар мен ЖК-ға арналған мобильді байланыс, кеңсеге интернет, бұлттар, IoT және ақпараттық қауіпсіздік. Онлайн қосылу және маман кеңесі.',
  home: {
    heading: 'Бизнесіңізге арналған байланыс және цифрлық шешімдер',
    lead: 'Мобильді байланыс, кеңсеге интернет, бұлттық сервистер, IoT және қауіпсіздік — шағын, орта және ірі бизнеске бір жерде.',
  },
};
