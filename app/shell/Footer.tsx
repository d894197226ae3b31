import { Link } from '../../lib/index.ts';
import type { ProductSlug } from '../../contract/domain.ts';
import { useLocale, useMessages, useT } from '../i18n/index.ts';
import { localizePath } from '../routes/locale.ts';
import { ACCESSIBILITY_PATH, PERSONAL_DATA_PATH } from '../routes/sitePaths.ts';
import { useHydrated } from '../routes/useHydrated.ts';
import { aboutLinks, SUPPORT_NUMBERS } from './contacts.ts';
import { productLabel } from './menu.ts';
import * as styles from './shell.css.ts';

/** The three short numbers for subscribers (spec §2.5); the minimal footer is only this. */
function SupportNumbers() {
  const t = useT();
  return (
    <section aria-labelledby="footer-support">
      <h2 id="footer-support" className={styles.footerTitle}>
        {t('shell.footer.support.title')}
      </h2>
      <ul className={styles.footerList}>
        {SUPPORT_NUMBERS.map(({ id, number }) => (
          <li key={id} className={styles.phone}>
            <a href={`tel:${number}`} className={styles.phoneNumber}>
              {number}
            </a>
            <span>{t(`shell.footer.support.${id}`)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{t('shell.footer.support.note')}</p>
    </section>
  );
}

/**
 * «© 2027 Dala Business», with the year of the visitor's clock. The prerendered page says the
 * year of its build, and hydration keeps the server's text where it differs (that is what
 * `suppressHydrationWarning` allows), so a page built last December would go on saying last
 * year. Once hydrated the line gets a new key: React builds it afresh from the visitor's year
 * instead of trusting the text it found.
 */
function Copyright() {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <p key={hydrated ? 'visitor' : 'build'} className={styles.copyright} suppressHydrationWarning>
      {/* oxlint-disable-next-line react/purity -- the visitor's year, read again once hydrated (above) */}
      {t('shell.footer.copyright', { year: new Date().getFullYear() })}
    </p>
  );
}

/** The personal-data notice, at the foot of every page that has a footer (both layouts). */
function PersonalDataLink() {
  const t = useT();
  const locale = useLocale();
  return (
    <p className={styles.legal}>
      <Link href={localizePath(PERSONAL_DATA_PATH, locale)} variant="standalone">
        {t('shell.footer.personalData')}
      </Link>
    </p>
  );
}

/** The accessibility statement, beside the personal-data notice in both footers. */
function AccessibilityLink() {
  const t = useT();
  const locale = useLocale();
  return (
    <p className={styles.legal}>
      <Link href={localizePath(ACCESSIBILITY_PATH, locale)} variant="standalone">
        {t('shell.footer.accessibility')}
      </Link>
    </p>
  );
}

/** The full footer (spec §2.5). */
export function Footer() {
  const t = useT();
  const messages = useMessages();
  // Named as the menu names them (`locales/{ru,kk}/products.ts`).
  const product = (slug: ProductSlug) => productLabel(messages.shell.products[slug]);
  const locale = useLocale();
  const business = [
    { path: '/mobile-connection', label: product('mobile-connection') },
    { path: '/internet-for-office', label: product('internet-for-office') },
    { path: '/virtual-ats', label: product('virtual-ats') },
    { path: '/roaming', label: product('roaming') },
    { path: '/support', label: t('shell.nav.help') },
    { path: '/contacts', label: t('shell.nav.contacts') },
    // Beyond §2.5's list: pages no menu reaches, which a business visitor still looks for.
    { path: '/success-cases', label: t('shell.nav.successCases') },
    { path: '/become-agent', label: t('shell.nav.becomeAgent') },
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.footerGrid}>
        <nav aria-labelledby="footer-business">
          <h2 id="footer-business" className={styles.footerTitle}>
            {t('shell.footer.forBusiness')}
          </h2>
          <ul className={styles.footerList}>
            {business.map((link) => (
              <li key={link.path}>
                <Link href={localizePath(link.path, locale)} variant="standalone">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.footerTitle}>
            {t('shell.footer.about.title')}
          </h2>
          <ul className={styles.footerList}>
            {aboutLinks(locale).map((link) => (
              <li key={link.id}>
                <Link href={link.href} variant="standalone" external>
                  {t(`shell.footer.about.${link.id}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <SupportNumbers />
      </div>
      <div className={styles.footerBottom}>
        <Copyright />
        <PersonalDataLink />
        <AccessibilityLink />
      </div>
    </footer>
  );
}

/**
 * The landing pages' footer (spec §2.3): the support numbers, and the personal-data notice their
 * forms' consent boxes also link to.
 */
export function MinimalFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.minimalFooterRow}>
        <SupportNumbers />
      </div>
      <div className={styles.footerBottom}>
        <PersonalDataLink />
        <AccessibilityLink />
      </div>
    </footer>
  );
}
