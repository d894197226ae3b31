import type { ProductNames } from '../types.ts';

/**
 * The name of every product in Kazakh — the one source of it, as `ru/products.ts` is in Russian
 * (the same slugs, a `short` where Russian has one). Why each name: docs/product-names.md.
 */
export const products: ProductNames = {
  'virtual-ats': { name: 'Виртуалды АТС' },
  'mobile-connection': { name: 'Мобильді байланыс' },
  roaming: { name: 'Роуминг және шетелге қоңырау', short: 'Роуминг' },
  teams: { name: 'Microsoft Teams-тегі телефония' },
  'business-unlim': { name: 'Бизнес Шексіз' },
  birlik: { name: 'Бірлік' },
  'internet-for-office': { name: 'Кеңсеге арналған интернет' },
  jelide: { name: 'Jelide' },
  'ip-vpn': { name: 'IP VPN' },
  'any-device': { name: 'Any Device' },
  'satellite-internet': { name: 'Спутниктік интернет' },
  'iot-m2m': { name: 'IoT/M2M' },
  'connected-cars': { name: 'Қосылған автомобильдер' },
  'iot-zhkh': { name: 'ТКШ-ға арналған IoT-платформа' },
  iot: { name: 'NB-IoT' },
  'sim-management': { name: 'SIM-карталарды басқару' },
  'mobile-corporate-access': { name: 'Мобильді корпоративтік қолжетімділік' },
  m2m: { name: 'M2M деректер беру' },
  azure: { name: 'Microsoft Azure' },
  'azure-express-route': { name: 'Azure ExpressRoute' },
  aws: { name: 'Amazon Web Services' },
  'aws-direct-connect': { name: 'AWS Direct Connect' },
  'microsoft-365': { name: 'Microsoft 365' },
  'orman-ai': { name: 'Orman AI' },
  ddos: { name: 'DDoS-шабуылдардан қорғау' },
  soc: { name: 'Қауіпсіздік мониторингі орталығы (SOC)', short: 'SOC' },
  'mobile-ad': { name: 'Мобильді жарнама' },
  ofd: { name: 'Фискалдық деректер операторы', short: 'ФДО' },
  'bee-voice': { name: 'Дауыстық робот' },
  robee: { name: 'Robee' },
  mfs: { name: 'Мобильді қаржы сервистері' },
  partners: { name: 'Серіктестер шешімдері' },
  'kense-handset-offer': { name: '«Кеңсе» тарифімен смартфон' },
};
