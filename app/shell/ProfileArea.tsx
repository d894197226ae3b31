import { lazy, Suspense } from 'react';
import { UserIcon, Link, Loader } from '../../lib/index.ts';
import { useSession } from '../features/session/index.ts';
import { useLocale, useT } from '../i18n/index.ts';
import { CABINET_HOME_PATH, applicationsHref } from '../routes/cabinetPaths.ts';
import { useCurrentPage } from '../routes/CurrentPage.tsx';
import { localizePath } from '../routes/locale.ts';
import { useHydrated } from '../routes/useHydrated.ts';
import * as styles from './shell.css.ts';

const ProfileMenu = lazy(() => import('./ProfileMenu.tsx'));

export interface CabinetLinks {
  auth: string;
  /** The cabinet's home, «Мои заявки». */
  home: string;
  internet: string;
  mobile: string;
  profile: string;
}

/** The cabinet's pages the profile menu links to, in the visitor's language. */
function useCabinetLinks(): CabinetLinks {
  const locale = useLocale();
  return {
    auth: localizePath('/auth', locale),
    home: localizePath(CABINET_HOME_PATH, locale),
    internet: localizePath(applicationsHref('internet'), locale),
    mobile: localizePath(applicationsHref('mobile'), locale),
    profile: localizePath('/profile', locale),
  };
}

/** «Мои заявки», the cabinet's home, marked as the current page there. */
function MyApplicationsLink({ href, className }: { href: string; className: string }) {
  const t = useT();
  const { routeName } = useCurrentPage();
  return (
    <Link
      href={href}
      variant="standalone"
      className={className}
      aria-current={routeName === 'cabinetHome' ? 'page' : undefined}
    >
      {t('shell.profile.applications')}
    </Link>
  );
}

/**
 * The header's profile area (spec §2.4): «Кабинет» for an anonymous visitor; for a signed-in one
 * «Мои заявки» as a link of its own (issue 39: where the applications and what waits in them are,
 * one press away) and the company name (a spinner while it loads; «Кабинет» if the account could
 * not be loaded, so the menu never spins for ever) opening a menu with «Мои заявки» by product,
 * «Профиль» and «Выйти». The prerendered page shows «Кабинет»; the session is read once hydrated.
 */
export function ProfileArea() {
  const t = useT();
  const links = useCabinetLinks();
  const session = useSession();
  const hydrated = useHydrated();

  if (!hydrated || session.status === 'anonymous') {
    return (
      <Link href={links.auth} variant="standalone" className={styles.cabinetLink}>
        <UserIcon />
        {t('shell.nav.cabinet')}
      </Link>
    );
  }

  return (
    <>
      <MyApplicationsLink href={links.home} className={styles.navLink} />
      <Suspense fallback={<Loader size="s" label={t('shell.profile.loadingCompany')} />}>
        <ProfileMenu
          companyName={session.user?.companyName}
          loading={session.loadingUser}
          links={links}
          onLogout={() => void session.logout()}
        />
      </Suspense>
    </>
  );
}

/** The burger's first item for a signed-in visitor: «Мои заявки», above the search and menu. */
export function ProfileStart() {
  const links = useCabinetLinks();
  const session = useSession();
  const hydrated = useHydrated();
  if (!hydrated || session.status === 'anonymous') return null;
  return <MyApplicationsLink href={links.home} className={styles.drawerApplications} />;
}

/** The same choices as a plain list, for the burger menu. */
export function ProfileLinks() {
  const t = useT();
  const links = useCabinetLinks();
  const session = useSession();
  const hydrated = useHydrated();
  if (!hydrated || session.status === 'anonymous') {
    return (
      <Link href={links.auth} variant="standalone" className={styles.cabinetLink}>
        <UserIcon />
        {t('shell.nav.cabinet')}
      </Link>
    );
  }
  const name = session.user?.companyName;
  return (
    <>
      <p className={styles.drawerHeading}>
        {name ??
          (session.loadingUser ? (
            <Loader size="s" label={t('shell.profile.loadingCompany')} />
          ) : (
            t('shell.nav.cabinet')
          ))}
      </p>
      <ul className={styles.drawerList} aria-label={t('shell.profile.applications')}>
        <li>
          <Link href={links.internet} variant="standalone">
            {t('shell.profile.applications')}: {t('shell.profile.internet')}
          </Link>
        </li>
        <li>
          <Link href={links.mobile} variant="standalone">
            {t('shell.profile.applications')}: {t('shell.profile.mobile')}
          </Link>
        </li>
        <li>
          <Link href={links.profile} variant="standalone">
            {t('shell.profile.profile')}
          </Link>
        </li>
      </ul>
      <button type="button" className={styles.dropdownItem} onClick={() => void session.logout()}>
        {t('shell.profile.logout')}
      </button>
    </>
  );
}
