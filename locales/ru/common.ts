/** Words of the whole site: its name and the fallback title and description of any page. */
export const common = {
  siteName: 'Dala Business',
  siteTitle: 'Dala Business — связь и цифровые решения для бизнеса',
  siteDescription:
    'Мобильная связь, интернет для офиса, облака, IoT и информационная безопасность для компаний и ИП Казахстана. Подключение онлайн и консультация специалиста.',
  home: {
    heading: 'Связь и цифровые решения для вашего бизнеса',
    lead: 'Мобильная связь, интернет для офиса, облачные сервисы, IoT и безопасность — в одном месте для малого, среднего и крупного бизнеса.',
  },
};
