import type { Locale } from '../../../../contract/locale.ts';

/**
 * Speech output for the accessibility mode, through the Web Speech API and the device's own voices
 * (on Debian, espeak-ng through speech-dispatcher speaks both Russian and Kazakh). Nothing here
 * leaves the device.
 */

/** The parts of `window.speechSynthesis` used here (a stand-in in tests). */
export type Synth = Pick<SpeechSynthesis, 'speak' | 'cancel' | 'getVoices'> & {
  addEventListener?: SpeechSynthesis['addEventListener'];
  removeEventListener?: SpeechSynthesis['removeEventListener'];
};

/** The language tag each utterance carries, so a voice of that language reads it. */
export const SPEECH_LANG: Record<Locale, string> = { ru: 'ru-RU', kk: 'kk-KZ' };

/** The device's voice for a language (its own language subtag: `kk`, `kk-KZ`), the local first. */
export function voiceFor(
  voices: readonly SpeechSynthesisVoice[],
  locale: Locale,
): SpeechSynthesisVoice | null {
  const fits = voices.filter((voice) => voice.lang.toLowerCase().split(/[-_]/)[0] === locale);
  return fits.find((voice) => voice.localService) ?? fits[0] ?? null;
}

/**
 * The device's voices. Chromium lists them only after `voiceschanged`, so an empty list waits for
 * it, at most `ms`: a device with no voices at all answers an empty list then.
 */
export function loadVoices(synth: Synth, ms = 1500): Promise<SpeechSynthesisVoice[]> {
  const now = synth.getVoices();
  if (now.length > 0 || !synth.addEventListener) return Promise.resolve(now);
  return new Promise((done) => {
    const finish = () => {
      clearTimeout(timer);
      synth.removeEventListener?.('voiceschanged', finish);
      done(synth.getVoices());
    };
    const timer = setTimeout(finish, ms);
    synth.addEventListener?.('voiceschanged', finish);
  });
}

/**
 * What speaking in a language will do: `ok` — its voice reads it; `other` — no voice for it but
 * one for the other language (the visitor is told, in that voice, to switch); `none` — no voice
 * at all, or no speech synthesis (the mode's other parts still work, and a note says so).
 */
export type VoiceState = 'ok' | 'other' | 'none';

export function voiceState(voices: readonly SpeechSynthesisVoice[], locale: Locale): VoiceState {
  if (voiceFor(voices, locale)) return 'ok';
  return voiceFor(voices, locale === 'ru' ? 'kk' : 'ru') ? 'other' : 'none';
}

/**
 * What is being said: a screen's heading, a message or the countdown (`screen`) cuts in on anything;
 * the focused item (`focus`) cuts in on the previous focused item only, and otherwise waits its
 * turn — moving through a form never silences the message that just came up; `next` waits its
 * turn (the heading after «the mode is on»).
 */
export type SpeechKind = 'screen' | 'focus' | 'next';

/** The same words again within this time are not said twice (a message shown and announced). */
export const REPEAT_MS = 3000;

export class Speaker {
  private voices: SpeechSynthesisVoice[] = [];
  private last: SpeechKind | null = null;
  /** Words said lately, and when. */
  private recent = new Map<string, number>();

  constructor(
    private readonly synth: Synth,
    private readonly now: () => number = Date.now,
  ) {}

  /** Reads the device's voices (once, before the first `say`). */
  async ready(): Promise<this> {
    this.voices = await loadVoices(this.synth);
    return this;
  }

  state(locale: Locale): VoiceState {
    return voiceState(this.voices, locale);
  }

  /** Says `text` in `locale`'s voice; false (nothing said) when the device has none for it. */
  say(text: string, locale: Locale, kind: SpeechKind = 'screen'): boolean {
    const words = text.replace(/\s+/g, ' ').trim();
    const voice = voiceFor(this.voices, locale);
    if (!words || !voice) return false;
    const at = this.now();
    for (const [said, when] of this.recent) if (at - when >= REPEAT_MS) this.recent.delete(said);
    if (kind !== 'focus' && this.recent.has(words)) return true;
    if (kind === 'screen' || (kind === 'focus' && this.last === 'focus')) this.synth.cancel();
    const utterance = new SpeechSynthesisUtterance(words);
    utterance.lang = SPEECH_LANG[locale];
    utterance.voice = voice;
    // A little slower than the default: a public place, a first hearing.
    utterance.rate = 0.95;
    this.last = kind;
    this.recent.set(words, at);
    this.synth.speak(utterance);
    return true;
  }

  /** Stops whatever is being said (the mode is left, the screen is reset). */
  silence(): void {
    this.last = null;
    this.synth.cancel();
  }
}

let shared: Promise<Speaker | null> | null = null;

/** The page's speaker, or null where the browser has no speech synthesis. */
export function pageSpeaker(): Promise<Speaker | null> {
  shared ??=
    typeof window !== 'undefined' && 'speechSynthesis' in window
      ? new Speaker(window.speechSynthesis).ready()
      : Promise.resolve(null);
  return shared;
}
