import type { ReactNode } from 'react';
import { useLinkClickHandler } from '../../../../lib/index.ts';
import * as styles from '../kiosk.css.ts';

/**
 * A large touch target that opens a kiosk screen: a picture, a name and a line about it, the whole
 * card one link (through the kit's router, so the screen changes in place).
 */
export function Tile({
  href,
  title,
  text,
  icon,
}: {
  href: string;
  title: string;
  text?: string;
  icon?: ReactNode;
}) {
  const onClick = useLinkClickHandler({ href });
  return (
    <li>
      <a href={href} onClick={onClick} className={styles.tile}>
        {icon && (
          <span className={styles.tileIcon} aria-hidden="true">
            {icon}
          </span>
        )}
        <span className={styles.tileText}>
          <span className={styles.tileTitle}>{title}</span>
          {text && <span className={styles.tileBody}>{text}</span>}
        </span>
      </a>
    </li>
  );
}
