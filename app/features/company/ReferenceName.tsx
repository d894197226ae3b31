import type { ReactNode } from 'react';
import { Button, Loader } from '../../../lib/index.ts';
import type { Load } from '../../forms/index.ts';
import { useT } from '../../i18n/index.ts';
import * as styles from './company.css.ts';

type ReferenceList = Pick<Load<ReadonlyArray<{ id: string; name: string }>>, 'state' | 'retry'>;

/**
 * How a chosen item of a reference list (the head's position, the bank) reads where details are
 * shown: its name from the list; a loader while the list loads; the list's failure with
 * «Повторить»; null — «Не указано» where it is shown — for nothing chosen or an id the list does
 * not have. Never the id itself (`general-director`, `halyk`): a person reads names.
 */
export function referenceName(list: ReferenceList, id: string | null): ReactNode | null {
  if (!id) return null;
  switch (list.state.status) {
    case 'ready':
      return list.state.data.find((item) => item.id === id)?.name ?? null;
    case 'failed':
      return <ListFailure message={list.state.message} retry={list.retry} />;
    default:
      return <Loader size="s" />;
  }
}

function ListFailure({ message, retry }: { message: string; retry: () => void }): ReactNode {
  const t = useT();
  return (
    <span className={styles.failure}>
      <span className={styles.unavailable}>{message}</span>
      <Button size="s" variant="secondary" onClick={retry}>
        {t('cabinet.company.retry')}
      </Button>
    </span>
  );
}
