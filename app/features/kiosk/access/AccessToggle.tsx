import { useEffect, useRef } from 'react';
import { useKitAnnounce } from '../../../../lib/index.ts';
import { useLocale, useMessages } from '../../../i18n/index.ts';
import { ACCESS_SHORTCUT, isAccessShortcut, setAccessMode, useAccessMode } from './accessMode.ts';
import * as styles from '../kiosk.css.ts';

/** The international symbol of accessibility's figure (ISO 7001 «accessibility»), drawn here. */
function AccessIcon() {
  return (
    <svg className={styles.accessIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="6.5" r="1.8" fill="currentColor" />
      <path
        d="M6.5 9.5 12 10.5l5.5-1M12 10.5v4m0 0-2.5 5M12 14.5l2.5 5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * «Доступность» / «Қолжетімділік»: turns the accessibility mode on and off, by touch or by the
 * keypad's `*` anywhere outside a text field. On: the high-contrast theme, the largest text, the
 * speech output and twice the idle time; off: the defaults again (`onChange` sets the text size).
 */
export function AccessToggle({ onChange }: { onChange: (on: boolean) => void }) {
  const on = useAccessMode();
  const locale = useLocale();
  const words = useMessages().kiosk.access;
  const announce = useKitAnnounce();
  const latest = useRef({ on, onChange, words, locale, announce });
  useEffect(() => {
    latest.current = { on, onChange, words, locale, announce };
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isAccessShortcut(event)) return;
      event.preventDefault();
      toggle(latest.current);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <button
      type="button"
      className={styles.accessToggle}
      aria-pressed={on}
      aria-keyshortcuts={ACCESS_SHORTCUT}
      onClick={() => toggle(latest.current)}
      data-access-toggle=""
    >
      <AccessIcon />
      <span className={styles.accessText}>
        {words.toggle}
        <span className={styles.accessHint} aria-hidden="true">
          {words.shortcutHint}
        </span>
      </span>
    </button>
  );
}

function toggle({
  on,
  onChange,
  words,
  locale,
  announce,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
  words: { on: string; off: string };
  locale: 'ru' | 'kk';
  announce: (text: string) => void;
}) {
  const next = !on;
  setAccessMode(next);
  onChange(next);
  if (next) {
    // The speech output says it (with the screen's heading) once its voices are read.
    announce(words.on);
    return;
  }
  announce(words.off);
  // Said in the voice the mode used, then silence: the speech output is gone with the mode.
  void import('./speech.ts').then(async ({ pageSpeaker }) => {
    (await pageSpeaker())?.say(words.off, locale);
  });
}
