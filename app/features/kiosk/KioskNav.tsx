import { LOCALES } from '../../../contract/locale.ts';
import { ChevronLeftIcon, Link, visuallyHidden } from '../../../lib/index.ts';
import { useLocale, useMessages } from '../../i18n/index.ts';
import { useCurrentPage } from '../../routes/CurrentPage.tsx';
import { localizePath } from '../../routes/locale.ts';
import { AccessToggle } from './access/AccessToggle.tsx';
import { setupQuery } from './config.ts';
import { KIOSK_HOME } from './paths.ts';
import { TEXT_SIZES, useTextSize } from './textSize.ts';
import * as styles from './kiosk.css.ts';

/** A house, for «Главная» (the kit has no such icon: it is the kiosk's alone). */
function HomeIcon() {
  return (
    <svg width="1.25em" height="1.25em" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M3 11.5 12 4l9 7.5M5.5 9.5V20h5v-5.5h3V20h5V9.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The kiosk's bar at the bottom of the screen, within reach of anyone standing or seated: home,
 * back to where this screen was opened from (not the browser's history, which a reset cannot
 * erase), the language, and the text size — and first, «Доступность», the accessibility mode. Every target is at least
 * the theme's `minTarget`. `inert` while something covers the screen (attract, «Вы ещё здесь?»).
 */
export function KioskNav({ back, inert }: { back?: string; inert?: boolean }) {
  const locale = useLocale();
  const messages = useMessages();
  const words = messages.kiosk.nav;
  const { path } = useCurrentPage();
  const [size, setSize] = useTextSize();
  return (
    <nav aria-label={words.label} className={styles.nav} inert={inert}>
      <AccessToggle onChange={(on) => setSize(on ? 'xl' : 'm')} />
      <Link
        appearance="button"
        variant="secondary"
        href={localizePath(KIOSK_HOME, locale)}
        aria-current={path === KIOSK_HOME ? 'page' : undefined}
      >
        <HomeIcon /> {words.home}
      </Link>
      {back && (
        <Link appearance="button" variant="secondary" href={localizePath(back, locale)}>
          <ChevronLeftIcon /> {words.back}
        </Link>
      )}
      <span className={styles.navSpacer} />
      <div role="group" aria-label={words.language} className={styles.navGroup}>
        {LOCALES.map((l) => {
          const name = messages.shell.language[l];
          const label = (
            <>
              {name.short} <span className={visuallyHidden}>({name.name})</span>
            </>
          );
          return l === locale ? (
            <span key={l} lang={l} className={styles.choice} aria-current="true">
              {label}
            </span>
          ) : (
            // Another language is the same screen loaded afresh; the kiosk's set-up goes along.
            <a
              key={l}
              lang={l}
              hrefLang={l}
              href={localizePath(path, l) + setupQuery()}
              className={styles.choice}
            >
              {label}
            </a>
          );
        })}
      </div>
      <div role="group" aria-label={words.textSize} className={styles.navGroup}>
        {TEXT_SIZES.map((option) => (
          <button
            key={option}
            type="button"
            className={styles.choice}
            aria-pressed={size === option}
            aria-label={words.sizes[option]}
            onClick={() => setSize(option)}
          >
            <span className={styles.sizeSample} data-size={option} aria-hidden="true">
              {locale === 'kk' ? 'Ә' : 'А'}
            </span>
          </button>
        ))}
      </div>
    </nav>
  );
}
