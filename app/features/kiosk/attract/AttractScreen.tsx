import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { sectionIcons } from '../../../../lib/index.ts';
import { useLocale, useMessages } from '../../../i18n/index.ts';
import { speechWords } from '../access/speechWords.ts';
import { MENU_SECTIONS, sectionProductLabels } from '../../../shell/menu.ts';
import * as styles from './attract.css.ts';

/** Each catalogue section stays this long before the next fades in. */
export const ATTRACT_ROTATE_MS = 8_000;
/** How many of a section's products it names. */
const NAMED = 4;

const REDUCED = '(prefers-reduced-motion: reduce)';

function useReducedMotion(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(REDUCED);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(REDUCED).matches,
    () => false,
  );
}

/**
 * The attract screen of an untouched kiosk: a calm rotation of the catalogue's eight sections
 * (one at a time, a slow fade, no sound), or with `prefers-reduced-motion` one still screen of all
 * of them. The whole screen is one button, «Коснитесь экрана, чтобы начать»: it takes the whole of
 * the first tap — the press, the release and the click land on it, never on a control under it —
 * and only then goes (`onDone`); a key does the same.
 */
export function AttractScreen({ onDone }: { onDone: () => void }) {
  const messages = useMessages();
  const words = speechWords(useLocale()).attract;
  const still = useReducedMotion();
  const [index, setIndex] = useState(0);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (still) return;
    const timer = setInterval(
      () => setIndex((i) => (i + 1) % MENU_SECTIONS.length),
      ATTRACT_ROTATE_MS,
    );
    return () => clearInterval(timer);
  }, [still]);

  useEffect(() => {
    button.current?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      event.preventDefault();
      onDone();
    };
    document.addEventListener('keydown', onKey, { capture: true });
    return () => document.removeEventListener('keydown', onKey, { capture: true });
  }, [onDone]);

  const section = MENU_SECTIONS[index]!;
  const Icon = sectionIcons[section.icon];
  const names = sectionProductLabels(messages, section.id).slice(0, NAMED);
  return (
    <button
      ref={button}
      type="button"
      className={styles.attract}
      onClick={onDone}
      // The first touch starts nothing else: no press or drag reaches the page under it.
      onPointerDown={(event) => event.preventDefault()}
      data-attract={still ? 'still' : 'rotating'}
      data-attract-section={still ? undefined : section.id}
    >
      <span className={styles.brandLine} aria-hidden="true">
        {messages.kiosk.brand} · {words.lead}
      </span>
      {still ? (
        <span className={styles.grid} aria-hidden="true">
          {MENU_SECTIONS.map((s) => {
            const SectionIcon = sectionIcons[s.icon];
            return (
              <span key={s.id} className={styles.gridItem}>
                <span className={styles.gridIcon}>
                  <SectionIcon />
                </span>
                {messages.shell.menu.sections[s.id]}
              </span>
            );
          })}
        </span>
      ) : (
        <span key={section.id} className={styles.card} aria-hidden="true">
          <span className={styles.icon}>
            <Icon />
          </span>
          <span className={styles.title}>{messages.shell.menu.sections[section.id]}</span>
          <span className={styles.products}>{names.join(' · ')}</span>
        </span>
      )}
      <span className={styles.touch}>{words.touch}</span>
    </button>
  );
}
