import type { MegaMenuSection } from './types.ts';

/*
 * The site's services menu (spec §2.4) in both languages, for tests and stories. The app builds
 * its own from `locales/` and appends utm_source=menu; these hrefs carry it too, as the app's do.
 * The labels are the app's (`locales/{ru,kk}/products.ts`: a product's short name, else its name).
 */

type Entry = [slug: string, ru: string, kk: string];
const sections: [id: string, icon: MegaMenuSection['icon'], ru: string, kk: string, Entry[]][] = [
  [
    'connection',
    'phone',
    'Связь',
    'Байланыс',
    [
      ['virtual-ats', 'Виртуальная АТС', 'Виртуалды АТС'],
      ['mobile-connection', 'Мобильная связь', 'Мобильді байланыс'],
      ['roaming', 'Роуминг', 'Роуминг'],
      ['teams', 'Телефония в Microsoft Teams', 'Microsoft Teams-тегі телефония'],
      ['business-unlim', 'Бизнес Безлимит', 'Бизнес Шексіз'],
    ],
  ],
  [
    'internet',
    'globe',
    'Интернет',
    'Интернет',
    [
      ['birlik', 'Бірлік', 'Бірлік'],
      ['internet-for-office', 'Интернет для офиса', 'Кеңсеге арналған интернет'],
      ['jelide', 'Jelide', 'Jelide'],
      ['ip-vpn', 'IP VPN', 'IP VPN'],
      ['any-device', 'Any Device', 'Any Device'],
    ],
  ],
  [
    'iot',
    'chip',
    'IoT',
    'IoT',
    [
      ['iot-m2m', 'IoT/M2M', 'IoT/M2M'],
      ['connected-cars', 'Подключённые автомобили', 'Қосылған автомобильдер'],
      ['iot-zhkh', 'IoT-платформа для ЖКХ', 'ТКШ-ға арналған IoT-платформа'],
      ['iot', 'NB-IoT', 'NB-IoT'],
      ['sim-management', 'Управление SIM-картами', 'SIM-карталарды басқару'],
      [
        'mobile-corporate-access',
        'Мобильный корпоративный доступ',
        'Мобильді корпоративтік қолжетімділік',
      ],
      ['m2m', 'M2M-передача данных', 'M2M деректер беру'],
    ],
  ],
  [
    'cloud',
    'cloud',
    'Облака',
    'Бұлттар',
    [
      ['azure', 'Microsoft Azure', 'Microsoft Azure'],
      ['azure-express-route', 'Azure ExpressRoute', 'Azure ExpressRoute'],
      ['aws', 'Amazon Web Services', 'Amazon Web Services'],
      ['aws-direct-connect', 'AWS Direct Connect', 'AWS Direct Connect'],
      ['microsoft-365', 'Microsoft 365', 'Microsoft 365'],
    ],
  ],
  [
    'security',
    'shield',
    'Безопасность',
    'Қауіпсіздік',
    [
      ['orman-ai', 'Orman AI', 'Orman AI'],
      ['ddos', 'Защита от DDoS-атак', 'DDoS-шабуылдардан қорғау'],
      ['soc', 'SOC', 'SOC'],
    ],
  ],
  [
    'advertising',
    'marketing',
    'Реклама и рассылки',
    'Жарнама және таратылымдар',
    [['mobile-ad', 'Мобильная реклама', 'Мобильді жарнама']],
  ],
  [
    'automation',
    'monitor',
    'Автоматизация',
    'Автоматтандыру',
    [
      ['ofd', 'ОФД', 'ФДО'],
      ['bee-voice', 'Голосовой робот', 'Дауыстық робот'],
      ['robee', 'Robee', 'Robee'],
      ['mfs', 'Мобильные финансовые сервисы', 'Мобильді қаржы сервистері'],
    ],
  ],
  ['more', 'layers', 'Ещё', 'Тағы', [['partners', 'Решения партнёров', 'Серіктестер шешімдері']]],
];

function build(locale: 'ru' | 'kk'): MegaMenuSection[] {
  const prefix = locale === 'kk' ? '/kk' : '';
  return sections.map(([id, icon, ru, kk, links]) => ({
    id,
    icon,
    label: locale === 'kk' ? kk : ru,
    links: links.map(([slug, linkRu, linkKk]) => ({
      label: locale === 'kk' ? linkKk : linkRu,
      href: `${prefix}/${slug}?utm_source=menu`,
    })),
  }));
}

export const servicesMenuRu = build('ru');
export const servicesMenuKk = build('kk');
