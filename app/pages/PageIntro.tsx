import type { ReactNode } from 'react';
import { useT } from '../i18n/index.ts';
import type { PageMetaKey } from '../routes/types.ts';
import * as styles from './pages.css.ts';

/** A page's h1 and lead paragraph, from its `meta` entry (the same words as its head tags). */
export function PageIntro({ meta, children }: { meta: PageMetaKey; children?: ReactNode }) {
  const t = useT();
  return (
    <>
      <h1 className={styles.heading}>{t(`meta.${meta}.heading`)}</h1>
      <p className={styles.lead}>{t(`meta.${meta}.description`)}</p>
      {children}
    </>
  );
}
