/**
 * The words of the kiosk's speech output and attract screen (issue 29): loaded with those parts,
 * not with every kiosk page (`app/features/kiosk/access`, `attract`).
 */
export const kioskSpeech = {
  /** No voice at all for the page's language and none for the other one either. */
  noVoice:
    'Этот киоск не может читать текст вслух. Остальное в режиме доступности работает: крупный текст, высокий контраст и вдвое больше времени.',
  /** No voice for this language, one for the other: shown here, and said by the other voice. */
  switchLanguage:
    'На этом киоске нет голоса для русского языка. Чтобы слышать экран, выберите язык «Қаз» внизу экрана.',
  /** The same advice, in the other language, for the voice that can say it. */
  switchLanguageInOther:
    'Бұл киоскіде орыс тілінің дауысы жоқ. Экранды тыңдау үшін төмендегі «Қаз» тілін таңдаңыз.',
  roles: {
    link: 'ссылка',
    button: 'кнопка',
    textbox: 'поле ввода',
    checkbox: 'флажок',
    combobox: 'поле с подсказками',
    option: 'вариант',
    radio: 'переключатель',
    checked: 'отмечен',
    notChecked: 'не отмечен',
    pressed: 'включено',
    current: 'текущая',
    invalid: 'ошибка',
    required: 'обязательное',
  },
  secondsLeft: '{{seconds}} секунд',
  attract: {
    touch: 'Коснитесь экрана, чтобы начать',
    lead: 'Связь и цифровые решения для бизнеса',
  },
};
