import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadVoices, REPEAT_MS, Speaker, voiceFor, voiceState, type Synth } from './speech.ts';

const voice = (lang: string, localService = true) =>
  ({
    lang,
    localService,
    name: `espeak ${lang}`,
    voiceURI: lang,
    default: false,
  }) as SpeechSynthesisVoice;

/** A speech synthesis that records what it was asked to say. */
function recorder(voices: SpeechSynthesisVoice[]) {
  const said: { text: string; lang: string; voice: string | undefined }[] = [];
  const synth: Synth = {
    speak: (u) => void said.push({ text: u.text, lang: u.lang, voice: u.voice?.lang }),
    cancel: vi.fn(),
    getVoices: () => voices,
  };
  return { synth, said, cancel: synth.cancel as ReturnType<typeof vi.fn> };
}

beforeAll(() => {
  // jsdom has no speech synthesis: the utterance is a plain record here.
  vi.stubGlobal(
    'SpeechSynthesisUtterance',
    class {
      lang = '';
      voice: SpeechSynthesisVoice | null = null;
      rate = 1;
      constructor(public text: string) {}
    },
  );
});

describe('the voices', () => {
  it('finds a language’s voice by its language subtag, a local one first', () => {
    const remote = voice('kk-KZ', false);
    const local = voice('kk');
    expect(voiceFor([voice('en-US'), remote, local], 'kk')).toBe(local);
    expect(voiceFor([voice('ru_RU')], 'ru')?.lang).toBe('ru_RU');
    expect(voiceFor([voice('en-US'), voice('ky')], 'kk')).toBeNull();
  });

  it('says what speaking a language will do', () => {
    expect(voiceState([voice('ru'), voice('kk')], 'kk')).toBe('ok');
    expect(voiceState([voice('ru')], 'kk')).toBe('other');
    expect(voiceState([voice('en')], 'ru')).toBe('none');
    expect(voiceState([], 'ru')).toBe('none');
  });

  it('waits for Chromium’s late list, and gives up on a device with none', async () => {
    vi.useFakeTimers();
    let voices: SpeechSynthesisVoice[] = [];
    const listeners: (() => void)[] = [];
    const synth: Synth = {
      speak: () => {},
      cancel: () => {},
      getVoices: () => voices,
      addEventListener: ((_: string, l: () => void) =>
        void listeners.push(l)) as unknown as Synth['addEventListener'],
      removeEventListener: () => {},
    };
    const late = loadVoices(synth);
    voices = [voice('ru')];
    listeners.forEach((l) => l());
    expect(await late).toHaveLength(1);
    voices = [];
    const none = loadVoices(synth, 1500);
    vi.advanceTimersByTime(1500);
    expect(await none).toEqual([]);
    vi.useRealTimers();
  });
});

describe('the speaker', () => {
  it('says a text in the page’s language with that language’s voice', async () => {
    const { synth, said } = recorder([voice('ru-RU'), voice('kk')]);
    const speaker = await new Speaker(synth).ready();
    expect(speaker.say('Каталог  услуг\n', 'ru')).toBe(true);
    expect(speaker.say('Қызметтер каталогы', 'kk')).toBe(true);
    expect(said).toEqual([
      { text: 'Каталог услуг', lang: 'ru-RU', voice: 'ru-RU' },
      { text: 'Қызметтер каталогы', lang: 'kk-KZ', voice: 'kk' },
    ]);
  });

  it('says nothing in a language the device has no voice for', async () => {
    const { synth, said } = recorder([voice('ru')]);
    const speaker = await new Speaker(synth).ready();
    expect(speaker.say('Қызметтер каталогы', 'kk')).toBe(false);
    expect(said).toEqual([]);
  });

  it('lets a screen’s words cut in, and a focused item cut in on the last focused item only', async () => {
    const { synth, said, cancel } = recorder([voice('ru')]);
    const speaker = await new Speaker(synth).ready();
    speaker.say('Ошибка: введите номер', 'ru');
    expect(cancel).toHaveBeenCalledTimes(1);
    speaker.say('Имя, поле ввода', 'ru', 'focus');
    expect(cancel).toHaveBeenCalledTimes(1); // the error goes on; the name waits its turn
    speaker.say('Телефон, поле ввода', 'ru', 'focus');
    expect(cancel).toHaveBeenCalledTimes(2);
    speaker.say('Главная', 'ru', 'next');
    expect(cancel).toHaveBeenCalledTimes(2);
    expect(said.map((s) => s.text)).toHaveLength(4);
  });

  it('does not repeat a message said a moment ago (shown and announced)', async () => {
    let now = 0;
    const { synth, said } = recorder([voice('ru')]);
    const speaker = await new Speaker(synth, () => now).ready();
    speaker.say('Нет связи', 'ru');
    speaker.say('Нет связи', 'ru');
    now += REPEAT_MS;
    speaker.say('Нет связи', 'ru');
    expect(said).toHaveLength(2);
  });
});
