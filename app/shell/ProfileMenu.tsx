import { DropdownMenu } from 'radix-ui';
import { ChevronDownIcon, Link, Loader, UserIcon } from '../../lib/index.ts';
import { useT } from '../i18n/index.ts';
import type { CabinetLinks } from './ProfileArea.tsx';
import * as styles from './shell.css.ts';

/**
 * The signed-in visitor's menu (spec §2.4): the company name (a spinner until it loads) opening
 * «Мои заявки» (internet, mobile), «Профиль» and «Выйти». Radix gives it menu semantics, arrow
 * keys, Escape and focus return. Loaded only for signed-in visitors, so its positioning code
 * stays out of every anonymous page.
 */
export default function ProfileMenu({
  companyName,
  loading,
  links,
  onLogout,
}: {
  companyName: string | undefined;
  /** The account is still loading: a spinner. Once it failed, the menu reads «Кабинет». */
  loading: boolean;
  links: CabinetLinks;
  onLogout: () => void;
}) {
  const t = useT();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={styles.profileTrigger}
        aria-label={companyName || !loading ? undefined : t('shell.profile.menuLabel')}
      >
        <UserIcon />
        {companyName ? (
          <span className={styles.profileName}>{companyName}</span>
        ) : loading ? (
          <Loader size="s" hideLabel label={t('shell.profile.loadingCompany')} />
        ) : (
          <span className={styles.profileName}>{t('shell.nav.cabinet')}</span>
        )}
        <ChevronDownIcon size="1em" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.dropdown} align="end" sideOffset={8}>
          <DropdownMenu.Group>
            <DropdownMenu.Label className={styles.dropdownLabel}>
              {t('shell.profile.applications')}
            </DropdownMenu.Label>
            <DropdownMenu.Item asChild className={styles.dropdownNested}>
              <Link href={links.internet} variant="standalone">
                {t('shell.profile.internet')}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={styles.dropdownNested}>
              <Link href={links.mobile} variant="standalone">
                {t('shell.profile.mobile')}
              </Link>
            </DropdownMenu.Item>
          </DropdownMenu.Group>
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item asChild className={styles.dropdownItem}>
            <Link href={links.profile} variant="standalone">
              {t('shell.profile.profile')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={styles.dropdownItem} onSelect={onLogout}>
            {t('shell.profile.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
