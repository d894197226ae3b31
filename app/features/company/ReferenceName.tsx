import type { ReactNode } from 'react';
import { Loader } from '../../../lib/index.ts';
import type { Load } from '../../data/index.ts';
import { LoadFailed } from '../../forms/index.ts';

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
      return (
        <LoadFailed
          compact
          message={list.state.message}
          retrying={list.state.retrying}
          onRetry={list.retry}
        />
      );
    default:
      return <Loader size="s" />;
  }
}
