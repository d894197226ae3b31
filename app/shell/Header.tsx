import { useMemo, useState } from 'react';
import { MEGA_MENU_WIDTH_PX } from '../../contract/limits.ts';
import { MegaMenu, MegaMenuDrawer, Link } from '../../lib/index.ts';
import { useLocale, useMessages, useT } from '../i18n/index.ts';
import { useCurrentPage } from '../routes/CurrentPage.tsx';
import { localizePath } from '../routes/locale.ts';
import { HeaderSearch } from './HeaderSearch.tsx';
import LanguageIsland from './LanguageIsland.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Logo } from './Logo.tsx';
import { menuHref, menuSections } from './menu.ts';
import { ProfileArea, ProfileLinks, ProfileStart } from './ProfileArea.tsx';
import * as styles from './shell.css.ts';

/** The route whose page has its own search box, so the header's is hidden there (spec §2.4). */
const SEARCH_ROUTE = 'search-page';

/**
 * The full header (spec §2.4): logo, the services mega-menu, Blog and Help, search, language and
 * the profile area; below 1100px all of it moves into the burger drawer.
 */
export function Header() {
  const t = useT();
  const locale = useLocale();
  const messages = useMessages();
  const { routeName, path } = useCurrentPage();
  const [menuOpen, setMenuOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sections = useMemo(() => menuSections(messages, locale), [messages, locale]);
  const currentHref = localizePath(path, locale);
  const showSearch = routeName !== SEARCH_ROUTE;
  const topLinks = [
    { href: menuHref('/blog', locale), label: t('shell.nav.blog'), name: 'blog' },
    { href: menuHref('/support', locale), label: t('shell.nav.help'), name: 'support' },
  ];
  const closeMenus = () => {
    setMenuOpen(false);
    setDrawerOpen(false);
  };

  return (
    <header className={styles.header}>
      <div className={styles.headerRow}>
        <Logo />
        <nav
          aria-label={t('shell.nav.label')}
          className={`${styles.primaryNav} ${styles.desktopOnly}`}
        >
          <MegaMenu
            label={t('shell.nav.services')}
            navLabel={t('shell.menu.label')}
            sections={sections}
            width={MEGA_MENU_WIDTH_PX}
            className={styles.servicesMenu}
            currentHref={currentHref}
            open={menuOpen}
            onOpenChange={setMenuOpen}
          />
          {topLinks.map((link) => (
            <Link
              key={link.name}
              href={link.href}
              variant="standalone"
              className={styles.navLink}
              aria-current={routeName === link.name ? 'page' : undefined}
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className={styles.headerEnd}>
          {showSearch && (
            <HeaderSearch
              variant="desktop"
              onSubmitted={closeMenus}
              className={styles.desktopOnly}
            />
          )}
          <LanguageSwitcher className={styles.desktopOnly} />
          <div className={`${styles.desktopOnly} ${styles.profileSlot}`}>
            <ProfileArea />
          </div>
          <MegaMenuDrawer
            label={t('shell.nav.menu')}
            navLabel={t('shell.menu.label')}
            closeLabel={t('shell.nav.closeMenu')}
            sections={sections}
            currentHref={currentHref}
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            className={styles.mobileOnly}
            start={
              <>
                <ProfileStart />
                {showSearch && <HeaderSearch variant="mobile" onSubmitted={closeMenus} />}
              </>
            }
          >
            <div className={styles.drawerSection}>
              <ul className={styles.drawerList}>
                <li>
                  <Link href={menuHref('/', locale)} variant="standalone">
                    {t('shell.nav.main')}
                  </Link>
                </li>
                {topLinks.map((link) => (
                  <li key={link.name}>
                    <Link href={link.href} variant="standalone">
                      {link.label}
                    </Link>
                  </li>
                ))}
                <li>
                  <Link href={menuHref('/contacts', locale)} variant="standalone">
                    {t('shell.nav.contacts')}
                  </Link>
                </li>
              </ul>
            </div>
            <div className={styles.drawerSection}>
              <LanguageSwitcher />
            </div>
            <div className={styles.drawerSection}>
              <ProfileLinks />
            </div>
          </MegaMenuDrawer>
        </div>
      </div>
    </header>
  );
}

/** The landing pages' header (spec §2.3): the logo and the language switcher only. */
export function MinimalHeader() {
  return (
    <header className={styles.header}>
      <div className={`${styles.headerRow} ${styles.minimalHeaderRow}`}>
        <Logo />
        <div className={styles.headerEnd}>
          <LanguageIsland />
        </div>
      </div>
    </header>
  );
}
