import type { KitMessages } from '../../i18n/index.ts';

export interface SmsCodeMessages {
  label: string;
  /** `{time}` is `0:59`. Shown, never announced each second. */
  countdown: string;
  resend: string;
  /** Announced once when the countdown ends. */
  resendAvailable: string;
  /** Announced after a new code was requested. */
  resent: string;
  /** Spec §8 'Code entered incorrectly. Try again'. */
  WRONG: string;
  /** `{count}` attempts left, added to WRONG when the caller knows it. */
  attemptsLeft: string;
  /** Spec §8 'Attempts have ended', `{minutes}` until the next try. */
  LOCKED: string;
  EMPTY: string;
  /** `{length}` digits. */
  LENGTH: string;
}

export const smsCodeMessages: KitMessages<SmsCodeMessages> = {
  ru: {
    label: 'Код из СМС',
    countdown: 'До повторной отправки кода {time}',
    resend: 'Отправить код повторно',
    resendAvailable: 'Теперь можно отправить код повторно',
    resent: 'Новый код отправлен',
    WRONG: 'Код введён неверно. Попробуйте ещё раз',
    attemptsLeft: 'Осталось попыток: {count}',
    LOCKED: 'Попытки закончились. Повторите через {minutes} мин.',
    EMPTY: 'Введите код из СМС',
    LENGTH: 'Код должен состоять из {length} цифр',
  },
  kk: {
    label: 'SMS-хабарламадағы код',
    countdown: 'Кодты қайта жіберуге дейін {time}',
    resend: 'Кодты қайта жіберу',
    resendAvailable: 'Енді кодты қайта жіберуге болады',
    resent: 'Жаңа код жіберілді',
    WRONG: 'Код қате енгізілді. Қайталап көріңіз',
    attemptsLeft: 'Қалған әрекет саны: {count}',
    LOCKED: 'Әрекеттер таусылды. {minutes} минуттан кейін қайталаңыз',
    EMPTY: 'SMS-хабарламадағы кодты енгізіңіз',
    LENGTH: 'Код {length} цифрдан тұруы керек',
  },
};
