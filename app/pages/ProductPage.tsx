import { useT } from '../i18n/index.ts';
import type { PageProps } from '../routes/types.ts';
import { PageIntro } from './PageIntro.tsx';
import * as styles from './pages.css.ts';

/**
 * A product landing page (every slug of `PRODUCT_SLUGS` and the two minimal-layout landings).
 * Until the landing template lands (`app/features/landing`), it shows the page's h1 and
 * description from `meta`; `route.product` names the content to show.
 */
export default function ProductPage({ route }: PageProps) {
  const t = useT();
  return (
    <div className={styles.page} data-product={route.product}>
      <PageIntro meta={route.meta}>
        <p className={styles.text}>{t('shell.page.more')}</p>
      </PageIntro>
    </div>
  );
}
