import { Link } from '../../lib/index.ts';
import { FaqList, RichText } from '../features/landing/index.ts';
import SignNote from '../features/sign-note/SignNoteIsland.tsx';
import { useLocale, useT } from '../i18n/index.ts';
import { localizePath } from '../routes/locale.ts';
import type { SupportSectionData } from '../routes/table.ts';
import type { PageProps } from '../routes/types.ts';
import NotFoundPage from './NotFoundPage.tsx';
import * as styles from './pages.css.ts';

/**
 * A help page, `/support/{link}/{sectionId}`: its rich-text blocks (sanitised) and FAQ
 * accordions, with the other pages of its menu group beside it.
 */
export default function SupportSectionPage({ data, params }: PageProps<SupportSectionData | null>) {
  const t = useT();
  const locale = useLocale();
  // Only reachable in the dev server: the build prerenders the help menu's pairs and nothing else.
  if (!data) return <NotFoundPage />;
  const { page, section } = data;
  return (
    <div className={styles.page}>
      <nav aria-label={t('shell.page.breadcrumbs')} className={styles.breadcrumbs}>
        <Link href={localizePath('/support', locale)} variant="inline">
          {t('shell.nav.help')}
        </Link>
        {' / '}
        {section.name}
      </nav>
      <h1 className={styles.heading}>{page.title}</h1>
      <div className={styles.article}>
        {page.blocks.map((block, i) =>
          block.kind === 'html' ? (
            <RichText key={i} html={block.content} />
          ) : (
            <section key={i} aria-labelledby={`faq-${i}`}>
              <h2 id={`faq-${i}`} className={styles.h2}>
                {block.title}
              </h2>
              <FaqList items={block.items} />
            </section>
          ),
        )}
      </div>
      {data.signNote && <SignNote content={data.signNote} />}
      <nav aria-labelledby="help-section" className={styles.card}>
        <h2 id="help-section" className={styles.h3}>
          {section.name}
        </h2>
        <ul className={styles.list}>
          {section.links.map((link) => (
            <li key={link.link}>
              <Link
                href={localizePath(`/support/${section.url}/${link.link}`, locale)}
                variant="standalone"
                aria-current={link.link === params.sectionId ? 'page' : undefined}
              >
                {link.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
