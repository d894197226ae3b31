import { PERSONAL_DATA_EMAIL } from '../../../../contract/operator.ts';
import { PERSONAL_DATA_ANSWER_WORKING_DAYS } from '../../../../contract/retention.ts';
import type { ContactsContent } from '../../types.ts';

const content: ContactsContent = {
  title: 'Байланыс',
  description:
    'Қоңырау шалыңыз немесе жазыңыз — қызметті қалай қосуға болатынын айтып, бірдеңе жұмыс істемесе көмектесеміз.',
  groups: [
    {
      id: 'sales',
      title: 'Сату бөлімі',
      description: 'Заңды тұлғалар мен жеке кәсіпкерлерді жаңадан қосу.',
      lines: [
        {
          label: 'Жаңа қосылымдар',
          value: '3030',
          href: 'tel:3030',
          note: 'Dala нөмірлерінен тегін',
        },
        {
          label: 'Онлайн өтінім',
          value: 'Сайттағы кеңес',
          href: '/kk#consultation',
          note: 'Маман 2 жұмыс күні ішінде хабарласады',
        },
      ],
    },
    {
      id: 'support',
      title: 'Қолдау орталығы',
      description: 'Қолданыстағы клиенттерге көмек.',
      lines: [
        {
          label: 'Мобильді байланысты қолдау',
          value: '611',
          href: 'tel:611',
          note: 'Dala нөмірлерінен тегін',
        },
        {
          label: 'Кеңсе интернетін техникалық қолдау',
          value: '1616',
          href: 'tel:1616',
          note: 'Dala нөмірлерінен тегін',
        },
      ],
    },
    {
      id: 'personalData',
      title: 'Дербес деректер',
      description:
        'Қандай деректеріңізді сақтайтынымызды білу, оларды түзету, келісімді кері қайтарып алу немесе деректерді жою.',
      lines: [
        {
          label: 'Электрондық пошта',
          value: PERSONAL_DATA_EMAIL,
          href: `mailto:${PERSONAL_DATA_EMAIL}`,
          note: `${PERSONAL_DATA_ANSWER_WORKING_DAYS} жұмыс күні ішінде жауап береміз`,
        },
        {
          label: 'Деректерді қалай өңдейміз',
          value: 'Дербес деректерді өңдеу',
          href: '/kk/personal-data',
        },
      ],
    },
    {
      id: 'ofd',
      title: 'Фискалдық деректер операторы',
      description: 'ФДО клиенттерін және онлайн-кассалардың сервис орталықтарын қолдау.',
      lines: [
        {
          label: 'Алматы',
          value: '+7 727 350 70 70',
          href: 'tel:+77273507070',
          note: 'Тегін желі',
        },
        {
          label: 'Астана',
          value: '+7 7172 70 70 70',
          href: 'tel:+77172707070',
          note: 'Тегін желі',
        },
        {
          label: 'Қысқа нөмір',
          value: '7070',
          href: 'tel:7070',
          note: 'Қазақстанның төрт ұялы операторының барлық абонентіне тегін',
        },
        {
          label: 'Техникалық қолдау',
          value: 'ofd-support@dalatelecom.kz',
          href: 'mailto:ofd-support@dalatelecom.kz',
        },
        {
          label: 'Сервис орталықтарының өтінімдері',
          value: 'ofd-partners@dalatelecom.kz',
          href: 'mailto:ofd-partners@dalatelecom.kz',
        },
      ],
    },
  ],
  offices: {
    label: 'Қызмет көрсету кеңселерінің мекенжайлары',
    href: 'https://dalatelecom.kz/kk/offices?service=corp&region=kzt',
  },
};

export default content;
