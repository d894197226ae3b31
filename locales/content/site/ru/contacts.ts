import { PERSONAL_DATA_EMAIL } from '../../../../contract/operator.ts';
import { PERSONAL_DATA_ANSWER_WORKING_DAYS } from '../../../../contract/retention.ts';
import type { ContactsContent } from '../../types.ts';

const content: ContactsContent = {
  title: 'Контакты',
  description:
    'Позвоните или напишите — подскажем, как подключить услугу, и поможем, если что-то не работает.',
  groups: [
    {
      id: 'sales',
      title: 'Отдел продаж',
      description: 'Новые подключения юридических лиц и индивидуальных предпринимателей.',
      lines: [
        {
          label: 'Новые подключения',
          value: '3030',
          href: 'tel:3030',
          note: 'Бесплатно с номеров Dala',
        },
        {
          label: 'Заявка онлайн',
          value: 'Консультация на сайте',
          href: '/#consultation',
          note: 'Специалист свяжется в течение 2 рабочих дней',
        },
      ],
    },
    {
      id: 'support',
      title: 'Центр поддержки',
      description: 'Помощь действующим клиентам.',
      lines: [
        {
          label: 'Поддержка мобильной связи',
          value: '611',
          href: 'tel:611',
          note: 'Бесплатно с номеров Dala',
        },
        {
          label: 'Техническая поддержка интернета для офиса',
          value: '1616',
          href: 'tel:1616',
          note: 'Бесплатно с номеров Dala',
        },
      ],
    },
    {
      id: 'personalData',
      title: 'Персональные данные',
      description:
        'Узнать, какие ваши данные мы храним, исправить их, отозвать согласие или удалить данные.',
      lines: [
        {
          label: 'Электронная почта',
          value: PERSONAL_DATA_EMAIL,
          href: `mailto:${PERSONAL_DATA_EMAIL}`,
          note: `Ответим в течение ${PERSONAL_DATA_ANSWER_WORKING_DAYS} рабочих дней`,
        },
        {
          label: 'Как мы обрабатываем данные',
          value: 'Обработка персональных данных',
          href: '/personal-data',
        },
      ],
    },
    {
      id: 'ofd',
      title: 'Оператор фискальных данных',
      description: 'Поддержка клиентов ОФД и сервисных центров онлайн-касс.',
      lines: [
        {
          label: 'Алматы',
          value: '+7 727 350 70 70',
          href: 'tel:+77273507070',
          note: 'Бесплатная линия',
        },
        {
          label: 'Астана',
          value: '+7 7172 70 70 70',
          href: 'tel:+77172707070',
          note: 'Бесплатная линия',
        },
        {
          label: 'Короткий номер',
          value: '7070',
          href: 'tel:7070',
          note: 'Бесплатно для абонентов всех четырёх мобильных операторов Казахстана',
        },
        {
          label: 'Техническая поддержка',
          value: 'ofd-support@dalatelecom.kz',
          href: 'mailto:ofd-support@dalatelecom.kz',
        },
        {
          label: 'Заявки от сервисных центров',
          value: 'ofd-partners@dalatelecom.kz',
          href: 'mailto:ofd-partners@dalatelecom.kz',
        },
      ],
    },
  ],
  offices: {
    label: 'Адреса офисов обслуживания',
    href: 'https://dalatelecom.kz/ru/offices?service=corp&region=kzt',
  },
};

export default content;
