import type { handset as source } from '../../ru/widgets/handset.ts';
import type { Shape } from '../../types.ts';

export const handset: Shape<typeof source> = {
  title: 'Ұсыныс сізге қолжетімді ме, тексеріңіз',
  description: 'Компанияның БСН-ін енгізіңіз — тексеру бірнеше секундқа созылады.',
  binLabel: 'Компанияның БСН-і',
  check: 'Білу',
  checking: 'Компания тексерілуде…',
  eligible: {
    title: 'Құттықтаймыз!',
    text: 'Сіздің компанияңыз смартфонның болашақ иелерінің қатарында. Өтінім қалдырыңыз, біз сізбен хабарласамыз.',
  },
  notEligible: {
    title: 'Ұсыныс қолжетімсіз',
    text: 'Өкінішке қарай, бұл ұсыныс сіздің компанияңызға қолжетімсіз. Өтінім қалдырыңыз — менеджеріміз жеке шарттар ұсынады.',
  },
  checkAnother: 'Басқа БСН-ді тексеру',
  formTitle: 'Қосылуға өтінім',
  summaryTitle: 'Тариф',
  tariff: 'Тариф',
  payment: 'Бір нөмір үшін ай сайынғы төлем',
  successText: 'Жақын арада сізбен хабарласамыз.',
};
