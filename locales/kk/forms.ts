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

export const forms: Shape<typeof source.forms> = { sms, connection, consent };
