import type * as source from '../ru/forms.ts';
import type { Shape } from '../types.ts';

export const sms: Shape<typeof source.sms> = {
  codeRequired: 'SMS-хабарламадағы кодты енгізіңіз',
  codeLength: 'Код {{length}} цифрдан тұрады',
};

export const connection: Shape<typeof source.connection> = {
  title: 'Сервермен байланыс жоқ',
  text: 'Енгізгеніңіздің бәрі сақталды. Байланыс қалпына келген бойда жібереміз немесе «Қайталау» түймесін басыңыз.',
  retry: 'Қайталау',
};

export const consent: Shape<typeof source.consent> = {
  label: '{{notice}} сәйкес дербес деректерімді жинауға, өңдеуге және сақтауға келісемін',
  notice: 'Дербес деректерді өңдеу туралы хабарламаға',
};

export const folded: Shape<typeof source.folded> = {
  // Kazakh keeps the noun singular after a numeral: every category reads the same.
  numbers: {
    one: '{{count}} нөмір',
    few: '{{count}} нөмір',
    many: '{{count}} нөмір',
    other: '{{count}} нөмір',
  },
  show: 'көрсету',
  hide: 'жасыру',
};

export const forms: Shape<typeof source.forms> = { sms, connection, consent, folded };
