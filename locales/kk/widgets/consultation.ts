import type { consultation as source } from '../../ru/widgets/consultation.ts';
import type { Shape } from '../../types.ts';

export const consultation: Shape<typeof source> = {
  title: 'Бизнесіңізге шешім таңдап береміз',
  description:
    'Өтінім қалдырыңыз — маман {{days}} жұмыс күні ішінде сізбен хабарласып, сұрақтарыңызға жауап береді.',
  managerHelped: 'Өтінімді толтыруға менеджер көмектесті',
  agentLogin: 'Агент логині',
  agentLoginHint: 'Оны өтінімге көмектескен менеджер айтады',
  agentLoginRequired: 'Агент логинін енгізіңіз',
  comment: 'Сізді қандай құрылғылар қызықтырады',
  commentHint: 'Үлгілері мен саны — міндетті емес',
  checkingAgent: 'Агент логині тексерілуде…',
  sms: {
    title: 'Телефон нөмірін растаңыз',
    sentTo: 'Растау кодын {{phone}} нөміріне жібердік.',
    confirm: 'Растау',
    confirming: 'Код тексерілуде…',
    edit: 'Өтінім деректерін өзгерту',
    codeRequired: 'SMS-хабарламадағы кодты енгізіңіз',
    codeLength: 'Код {{length}} цифрдан тұрады',
  },
  successText: 'Маман {{days}} жұмыс күні ішінде сізбен хабарласады.',
};
