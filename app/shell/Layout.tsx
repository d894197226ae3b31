import type { ReactNode, RefObject } from 'react';
import { useT } from '../i18n/index.ts';
import { Footer, MinimalFooter } from './Footer.tsx';
import { MinimalHeader } from './Header.tsx';
import Header from './HeaderIsland.tsx';
import * as styles from './shell.css.ts';

export interface LayoutProps {
  /**
   * `minimal` for the two landing pages (spec §2.3), `kiosk` for the kiosk's screens (their own
   * touch frame, no site header or footer: `KioskLayout`), `full` everywhere else.
   */
  variant: 'full' | 'minimal' | 'kiosk';
  /** The main region, focused after each client navigation. */
  mainRef: RefObject<HTMLElement | null>;
  /** True while the next page is being prepared. */
  busy: boolean;
  children: ReactNode;
}

export function Layout({ variant, mainRef, busy, children }: LayoutProps) {
  const t = useT();
  return (
    <div className={styles.page} data-layout={variant}>
      <a href="#main" className={styles.skipLink}>
        {t('shell.skipLink')}
      </a>
      {busy && <div className={styles.progress} aria-hidden="true" />}
      {variant === 'full' ? <Header /> : <MinimalHeader />}
      <main
        id="main"
        ref={mainRef}
        tabIndex={-1}
        className={styles.main}
        aria-busy={busy || undefined}
      >
        {children}
      </main>
      {variant === 'full' ? <Footer /> : <MinimalFooter />}
    </div>
  );
}
