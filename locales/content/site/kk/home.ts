import type { HomeSource } from '../../types.ts';

const content: HomeSource = {
  hero: {
    title: 'Бизнесіңізге арналған байланыс және цифрлық шешімдер',
    description:
      'Мобильді байланыс, кеңсеге арналған интернет, бұлтты сервистер, IoT және ақпараттық қауіпсіздік — бүкіл Қазақстандағы шағын, орта және ірі бизнеске.',
    action: { label: 'Шешім таңдау', target: 'consultation' },
    catalogueLink: 'Барлық өнім',
  },
  featured: {
    title: 'Танымал ұсыныстар',
    products: ['virtual-ats', 'internet-for-office', 'business-unlim', 'roaming'],
    until: 'Акция {{endsOn}} қоса алғанға дейін',
  },
  catalogue: {
    title: 'Барлық өнім',
    description: 'Міндетті таңдаңыз — оны шешетін өнімдерді көрсетеміз.',
    filterLabel: 'Міндет',
    allTasks: 'Барлық міндет',
    empty: 'Бұл міндетке әзірге өнім жоқ. Өтінім қалдырыңыз — шешім таңдап береміз.',
    more: 'Толығырақ',
  },
  benefits: {
    title: 'Неге Dala Business',
    items: [
      {
        icon: 'globe',
        title: 'Өз желіміз',
        description: '12 000 км магистраль және бүкіл елдегі мобильді желі.',
      },
      {
        icon: 'monitor',
        title: 'Онлайн қосылу',
        description: 'Өтінім, шарт және ЭЦҚ қолтаңбасы — кеңсеге бармай-ақ.',
      },
      {
        icon: 'headset',
        title: 'Жеке менеджер',
        description: 'Компанияңыздың барлық қызметіне бір адам жауап береді.',
      },
      {
        icon: 'briefcase',
        title: '28 000 корпоративтік клиент',
        description: 'Жеке кәсіпкерлерден бастап ірі холдингтерге дейін.',
      },
    ],
  },
  consultation: {
    title: 'Сізге шешім таңдап береміз',
    description: 'Міндетіңізді айтыңыз — маман 2 жұмыс күні ішінде сізбен хабарласады.',
  },
};

export default content;
