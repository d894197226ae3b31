import { useLocale, useMessages } from '../../../i18n/index.ts';
import { localizePath } from '../../../routes/locale.ts';
import type { KioskSectionData } from '../data.ts';
import { KioskShell } from '../KioskShell.tsx';
import { kioskPaths } from '../paths.ts';
import { Tile } from './Tile.tsx';
import * as styles from '../kiosk.css.ts';

/** One section of the catalogue: its products, each with a line about it. */
export function KioskSection({ data }: { data: KioskSectionData }) {
  const locale = useLocale();
  const words = useMessages().kiosk;
  return (
    <KioskShell back={kioskPaths.home}>
      <div className={styles.content}>
        <h1 className={styles.heading}>{data.title}</h1>
        <p className={styles.lead}>{words.section.lead}</p>
        <ul className={styles.tiles}>
          {data.products.map((product) => (
            <Tile
              key={product.slug}
              href={localizePath(kioskPaths.product(product.slug), locale)}
              title={product.title}
              text={product.description}
            />
          ))}
        </ul>
      </div>
    </KioskShell>
  );
}
