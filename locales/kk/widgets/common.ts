import type { common as source } from '../../ru/widgets/common.ts';
import type { Shape } from '../../types.ts';

export const common: Shape<typeof source> = {
  errorSummaryTitle: 'Қателерді түзетіңіз',
  submit: 'Өтінім жіберу',
  sending: 'Өтінім жіберілуде…',
  back: 'Артқа',
  successTitle: 'Өтінім қабылданды',
  required: {
    name: 'Атыңызды енгізіңіз',
    companyName: 'Компания атауын енгізіңіз',
  },
  emailInvalid: 'Электрондық пошта мекенжайын name@example.kz түрінде енгізіңіз',
  fields: {
    name: 'Аты',
    phone: 'Телефон нөмірі',
    bin: 'БСН/ЖСН',
    companyName: 'Компания атауы',
    email: 'Электрондық пошта',
    optional: 'Міндетті емес',
  },
  perMonth: '{{price}} ₸/ай',
};
