import type { LayoutProps } from './Layout.tsx';
import * as styles from './shell.css.ts';

/**
 * The kiosk's screens: no site header or footer (the kiosk's own touch frame draws its bar), and
 * no skip link either: nothing comes before the main region. Its own module, so a kiosk page
 * loads none of the site header's code.
 */
export function KioskLayout({ mainRef, busy, children }: Omit<LayoutProps, 'variant'>) {
  return (
    <div className={styles.page} data-layout="kiosk">
      {busy && <div className={styles.progress} aria-hidden="true" />}
      <main
        id="main"
        ref={mainRef}
        tabIndex={-1}
        className={styles.main}
        aria-busy={busy || undefined}
      >
        {children}
      </main>
    </div>
  );
}
