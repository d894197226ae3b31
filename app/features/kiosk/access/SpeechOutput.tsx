import { useEffect, useRef, useState } from 'react';
import { fill } from '../../../i18n/format.ts';
import { useLocale, useMessages } from '../../../i18n/index.ts';
import { takeGreeting } from './accessMode.ts';
import { watchMessages } from './liveMessages.ts';
import { pageSpeaker, type Speaker, type VoiceState } from './speech.ts';
import { speechWords } from './speechWords.ts';
import { spokenName } from './spokenName.ts';
import * as styles from '../kiosk.css.ts';

/** The countdown's seconds said aloud besides its start (each of them would talk over itself). */
const SPOKEN_SECONDS: ReadonlySet<number> = new Set([20, 10, 5]);

/**
 * The accessibility mode's speech output (loaded the first time the mode is on): the screen's
 * heading when it opens, every message as it comes (live regions), the focused item, and the
 * «Вы ещё здесь?» countdown — in the page's language, in the device's voice for it. Without that
 * voice it says so: on screen, and aloud in the other language's voice if the device has one.
 */
export function SpeechOutput({
  frame,
  asking,
  resetting,
  secondsLeft,
}: {
  frame: HTMLElement | null;
  asking: boolean;
  resetting: boolean;
  secondsLeft: number;
}) {
  const locale = useLocale();
  const messages = useMessages();
  const words = { ...messages.kiosk.access, ...speechWords(locale) };
  const [speaker, setSpeaker] = useState<Speaker | null>(null);
  const [state, setState] = useState<VoiceState | null>(null);
  const latest = useRef({ words, locale });
  useEffect(() => {
    latest.current = { words, locale };
  });

  // The voices, then the screen: the greeting when the mode was just turned on, the heading.
  useEffect(() => {
    let live = true;
    void pageSpeaker().then((found) => {
      if (!live) return;
      const voice = found?.state(locale) ?? 'none';
      setSpeaker(found);
      setState(voice);
      if (!found) return;
      const greet = takeGreeting();
      if (voice === 'other') {
        found.say(words.switchLanguageInOther, locale === 'ru' ? 'kk' : 'ru');
        return;
      }
      const heading = frame?.querySelector('h1')?.textContent ?? '';
      if (greet) found.say(words.on, locale);
      found.say(heading, locale, greet ? 'next' : 'screen');
    });
    return () => {
      live = false;
    };
    // Once per screen: a kiosk screen mounts its own frame.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [frame]);

  // The focused item, and every message as it comes.
  useEffect(() => {
    if (!speaker || state !== 'ok') return;
    const onFocus = (event: FocusEvent) => {
      if (!(event.target instanceof Element)) return;
      const { words: w, locale: l } = latest.current;
      speaker.say(spokenName(event.target, w.roles), l, 'focus');
    };
    document.addEventListener('focusin', onFocus);
    const stop = watchMessages(document.body, (text) => speaker.say(text, latest.current.locale));
    return () => {
      document.removeEventListener('focusin', onFocus);
      stop();
    };
  }, [speaker, state]);

  // «Вы ещё здесь?»: its question and countdown when it opens, some seconds on the way (the reset
  // itself is announced, and so said as a message).
  const idle = messages.kiosk.idle;
  useEffect(() => {
    if (!speaker || state !== 'ok' || !asking) return;
    speaker.say(`${idle.title} ${fill(idle.countdown, { seconds: secondsLeft })}`, locale);
    // The sentence at the start; only the opening matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [speaker, state, asking]);
  useEffect(() => {
    if (!speaker || state !== 'ok' || !asking || resetting) return;
    if (SPOKEN_SECONDS.has(secondsLeft)) {
      speaker.say(fill(words.secondsLeft, { seconds: secondsLeft }), locale);
    }
  }, [speaker, state, asking, resetting, secondsLeft, words.secondsLeft, locale]);

  if (state === 'other' || state === 'none') {
    return (
      <p role="status" className={styles.voiceNote}>
        {state === 'other' ? words.switchLanguage : words.noVoice}
      </p>
    );
  }
  return null;
}
