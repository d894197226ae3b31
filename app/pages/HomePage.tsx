import { sectionIcons, Link } from '../../lib/index.ts';
import { useLocale, useMessages, useT } from '../i18n/index.ts';
import type { PageProps } from '../routes/types.ts';
import { menuSections } from '../shell/menu.ts';
import { PageIntro } from './PageIntro.tsx';
import * as styles from './pages.css.ts';

/** Spec §2.8: the headline, then every product by section. */
export default function HomePage({ route }: PageProps) {
  const t = useT();
  const locale = useLocale();
  const messages = useMessages();
  const sections = menuSections(messages, locale);
  return (
    <div className={styles.page}>
      <PageIntro meta={route.meta} />
      <h2 className={styles.h2}>{t('shell.nav.services')}</h2>
      <ul className={styles.grid}>
        {sections.map((section) => {
          const Icon = typeof section.icon === 'string' ? sectionIcons[section.icon] : section.icon;
          return (
            <li key={section.id} className={styles.card}>
              <h3 className={styles.h3}>
                <Icon />
                {section.label}
              </h3>
              <ul className={styles.list}>
                {section.links.map((link) => (
                  <li key={link.href}>
                    {/* The home page links without the menu's utm mark. */}
                    <Link href={link.href.split('?')[0] as string} variant="standalone">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
