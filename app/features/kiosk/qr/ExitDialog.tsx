import { Button, Dialog, DialogClose } from '../../../../lib/index.ts';
import { fill } from '../../../i18n/format.ts';
import { useMessages } from '../../../i18n/index.ts';
import type { ExitReason } from '../links/linkPolicy.ts';
import { QrCode } from '../../../../lib/components/QrCode/index.ts';
import * as styles from './qr.css.ts';

/** A way out of the kiosk the visitor chose: where it leads and why it is not followed here. */
export interface ExitTarget {
  url: string;
  reason: ExitReason;
}

/** How an address reads under its code: an e-mail or a phone number as itself, a page without `https://`. */
export function readableAddress(url: string): string {
  return url.replace(/^(mailto|tel):/, '').replace(/^https?:\/\//, '');
}

/**
 * «Откройте на своём телефоне»: the link the visitor touched, as a QR code to scan with their own
 * phone, with why it opens there (another site, a download, the cabinet and its EDS…). Nothing
 * on the kiosk navigates away.
 */
export function ExitDialog({
  target,
  onClose,
  container,
}: {
  target: ExitTarget | null;
  onClose: () => void;
  /** A node inside the kiosk's frame: the dialog keeps its touch theme. */
  container: HTMLElement | null;
}) {
  const words = useMessages().kiosk.exit;
  const address = target ? readableAddress(target.url) : '';
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={words.title}
      description={target ? words.reasons[target.reason] : undefined}
      container={container}
      showCloseButton={false}
    >
      {target && (
        // «Закрыть» inside the body, not in a footer: at a large text size the body scrolls, and
        // a scrolling region needs something in it to reach by keyboard.
        <div className={styles.body} data-exit={target.reason}>
          <QrCode value={target.url} label={fill(words.code, { url: address })} />
          <p className={styles.url}>{address}</p>
          <p className={styles.scan}>{words.scan}</p>
          <div className={styles.actions}>
            <DialogClose>
              <Button size="l">{words.close}</Button>
            </DialogClose>
          </div>
        </div>
      )}
    </Dialog>
  );
}
