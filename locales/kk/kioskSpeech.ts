import type { kioskSpeech as ru } from '../ru/kioskSpeech.ts';
import type { Shape } from '../types.ts';

/**
 * The words of the kiosk's speech output and attract screen (issue 29): loaded with those parts,
 * not with every kiosk page (`app/features/kiosk/access`, `attract`).
 */
export const kioskSpeech: Shape<typeof ru> = {
  noVoice:
    'Бұл киоск мәтінді дауыстап оқи алмайды. Қолжетімділік режимінің қалғаны жұмыс істейді: ірі мәтін, жоғары контраст және екі есе көп уақыт.',
  switchLanguage:
    'Бұл киоскіде қазақ тілінің дауысы жоқ. Экранды тыңдау үшін төмендегі «Рус» тілін таңдаңыз.',
  switchLanguageInOther:
    'На этом киоске нет голоса для казахского языка. Чтобы слышать экран, выберите язык «Рус» внизу экрана.',
  roles: {
    link: 'сілтеме',
    button: 'түйме',
    textbox: 'енгізу өрісі',
    checkbox: 'белгі',
    combobox: 'ұсыныстары бар өріс',
    option: 'нұсқа',
    radio: 'ауыстырғыш',
    checked: 'белгіленген',
    notChecked: 'белгіленбеген',
    pressed: 'қосулы',
    current: 'ағымдағы',
    invalid: 'қате',
    required: 'міндетті',
  },
  secondsLeft: '{{seconds}} секунд',
  attract: {
    touch: 'Бастау үшін экранды түртіңіз',
    lead: 'Бизнеске арналған байланыс пен цифрлық шешімдер',
  },
};
