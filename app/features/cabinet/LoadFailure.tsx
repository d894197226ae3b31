import { Alert, Button } from '../../../lib/index.ts';
import * as styles from './cabinet.css.ts';

/** A screen's data could not be read: the catalogue's words and «Повторить». */
export function LoadFailure({
  message,
  retry,
  retryLabel,
}: {
  message: string;
  retry: () => void;
  retryLabel: string;
}) {
  return (
    <div className={styles.failure}>
      <Alert tone="error">{message}</Alert>
      <div>
        <Button variant="secondary" onClick={retry}>
          {retryLabel}
        </Button>
      </div>
    </div>
  );
}
