import type { Locale } from '../../../../contract/locale.ts';
import { kioskSpeech as kk } from '../../../../locales/kk/kioskSpeech.ts';
import { kioskSpeech as ru } from '../../../../locales/ru/kioskSpeech.ts';

/**
 * The words only the speech output and the attract screen say (locales/<lang>/kioskSpeech.ts):
 * in their own chunks, so every kiosk page's first load does not carry them.
 */
export type SpeechWords = typeof ru;

export const speechWords = (locale: Locale): SpeechWords => (locale === 'kk' ? kk : ru);
