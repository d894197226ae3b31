import { useId } from 'react';
import {
  GlobeIcon,
  PhoneIcon,
  sectionIcons,
  UserIcon,
  visuallyHidden,
} from '../../../../lib/index.ts';
import { useLocale, useMessages } from '../../../i18n/index.ts';
import { localizePath } from '../../../routes/locale.ts';
import { MENU_SECTIONS, sectionProductLabels } from '../../../shell/menu.ts';
import { useKioskSettings } from '../fleet/deviceSettings.ts';
import { KioskShell } from '../KioskShell.tsx';
import { kioskPaths } from '../paths.ts';
import { Tile } from './Tile.tsx';
import * as styles from '../kiosk.css.ts';

/** How many product names a section's tile lists before «…». */
const NAMED = 3;

/**
 * The kiosk's home: the three requests a visitor can make here (a consultation, the handset
 * offer, an office address), then the catalogue by the mega-menu's eight sections.
 */
export function KioskHome() {
  const locale = useLocale();
  const messages = useMessages();
  const words = messages.kiosk;
  const requestsId = useId();
  const catalogueId = useId();
  const at = (path: string) => localizePath(path, locale);
  const { notice } = useKioskSettings();
  return (
    <KioskShell>
      {notice && (
        <p className={styles.notice} data-kiosk-notice="">
          <span className={visuallyHidden}>{words.notice}: </span>
          {notice[locale]}
        </p>
      )}
      <div className={styles.content}>
        <h1 className={styles.heading}>{messages.meta.kiosk.heading}</h1>
        <p className={styles.lead}>{words.home.lead}</p>
        <section aria-labelledby={requestsId} className={styles.group}>
          <h2 id={requestsId} className={styles.subheading}>
            {words.home.requests}
          </h2>
          <ul className={styles.tiles}>
            <Tile
              href={at(kioskPaths.consultation)}
              icon={<UserIcon />}
              title={words.tiles.consultation.title}
              text={words.tiles.consultation.text}
            />
            <Tile
              href={at(kioskPaths.handsetOffer)}
              icon={<PhoneIcon />}
              title={words.tiles.handsetOffer.title}
              text={words.tiles.handsetOffer.text}
            />
            <Tile
              href={at(kioskPaths.addressCheck)}
              icon={<GlobeIcon />}
              title={words.tiles.addressCheck.title}
              text={words.tiles.addressCheck.text}
            />
          </ul>
        </section>
        <section aria-labelledby={catalogueId} className={styles.group}>
          <h2 id={catalogueId} className={styles.subheading}>
            {words.home.catalogue}
          </h2>
          <ul className={styles.tiles}>
            {MENU_SECTIONS.map((section) => {
              const Icon = sectionIcons[section.icon];
              const names = sectionProductLabels(messages, section.id);
              const text = names.slice(0, NAMED).join(', ') + (names.length > NAMED ? ', …' : '');
              return (
                <Tile
                  key={section.id}
                  href={at(kioskPaths.section(section.id))}
                  icon={<Icon />}
                  title={messages.shell.menu.sections[section.id]}
                  text={text}
                />
              );
            })}
          </ul>
        </section>
      </div>
    </KioskShell>
  );
}
