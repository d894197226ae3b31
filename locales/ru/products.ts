import type { ProductNames } from '../types.ts';

/**
 * The name of every product in Russian — the one source of it (issue 39). The services menu, the
 * home cards, «Другие услуги», the kiosk, the footer, a product page's `<title>` and h1 and its
 * search entry all read it; `products.test.ts` fails on any other spelling. Why each name is this
 * one (the spec's wording first): docs/product-names.md.
 */
export const products: ProductNames = {
  'virtual-ats': { name: 'Виртуальная АТС' },
  'mobile-connection': { name: 'Мобильная связь' },
  roaming: { name: 'Роуминг и звонки за границу', short: 'Роуминг' },
  teams: { name: 'Телефония в Microsoft Teams' },
  'business-unlim': { name: 'Бизнес Безлимит' },
  birlik: { name: 'Бірлік' },
  'internet-for-office': { name: 'Интернет для офиса' },
  jelide: { name: 'Jelide' },
  'ip-vpn': { name: 'IP VPN' },
  'any-device': { name: 'Any Device' },
  'satellite-internet': { name: 'Спутниковый интернет' },
  'iot-m2m': { name: 'IoT/M2M' },
  'connected-cars': { name: 'Подключённые автомобили' },
  'iot-zhkh': { name: 'IoT-платформа для ЖКХ' },
  iot: { name: 'NB-IoT' },
  'sim-management': { name: 'Управление SIM-картами' },
  'mobile-corporate-access': { name: 'Мобильный корпоративный доступ' },
  m2m: { name: 'M2M-передача данных' },
  azure: { name: 'Microsoft Azure' },
  'azure-express-route': { name: 'Azure ExpressRoute' },
  aws: { name: 'Amazon Web Services' },
  'aws-direct-connect': { name: 'AWS Direct Connect' },
  'microsoft-365': { name: 'Microsoft 365' },
  'orman-ai': { name: 'Orman AI' },
  ddos: { name: 'Защита от DDoS-атак' },
  soc: { name: 'Центр мониторинга безопасности (SOC)', short: 'SOC' },
  'mobile-ad': { name: 'Мобильная реклама' },
  ofd: { name: 'Оператор фискальных данных', short: 'ОФД' },
  'bee-voice': { name: 'Голосовой робот' },
  robee: { name: 'Robee' },
  mfs: { name: 'Мобильные финансовые сервисы' },
  partners: { name: 'Решения партнёров' },
  'kense-handset-offer': { name: 'Смартфон с тарифом «Кеңсе»' },
};
