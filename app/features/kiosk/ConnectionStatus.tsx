import { useMessages } from '../../i18n/index.ts';
import { useOnline } from './useOnline.ts';
import * as styles from './kiosk.css.ts';

/**
 * The connectivity indicator: «Связь есть» / «Нет связи», by colour, dot and words, in a status
 * region so a change is announced. Offline, a line under the bar says what still works.
 */
export function ConnectionStatus() {
  const online = useOnline();
  const words = useMessages().kiosk.connection;
  return (
    <p role="status" className={styles.connection} data-online={online}>
      <span className={styles.connectionDot} aria-hidden="true" />
      {online ? words.online : words.offline}
    </p>
  );
}

export function OfflineNote() {
  const online = useOnline();
  const words = useMessages().kiosk.connection;
  return online ? null : <p className={styles.offlineNote}>{words.offlineText}</p>;
}
