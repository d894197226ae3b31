import { useEffect, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { readLoopbackAccess, type LoopbackAccess } from './loopbackAccess.ts';

/**
 * The browser's loopback permission, read after mount and followed as it changes. Reading it
 * never prompts and opens no socket: NCALayer is reached only from a press.
 */
export function useLoopbackAccess(read = readLoopbackAccess): LoopbackAccess {
  const [state, setState] = useState<LoopbackAccess>('unknown');
  useEffect(() => {
    let stop = () => {};
    let live = true;
    void read().then((reading) => {
      if (!live) return;
      setState(reading.state);
      stop = reading.watch(setState);
    });
    return () => {
      live = false;
      stop();
    };
  }, [read]);
  return state;
}

/**
 * Said before the press while the browser has not been answered yet (`prompt`): it will ask
 * whether this site may reach other apps and services on this device, and «Разрешить» is the
 * answer that lets the page talk to NCALayer. Nothing where the browser has no such question.
 */
export function SignerAccessNotice({ id, className }: { id?: string; className?: string }) {
  const t = useT();
  const access = useLoopbackAccess();
  if (access !== 'prompt') return null;
  return (
    <p id={id} className={className} data-signer-access="prompt">
      {t('cabinet.eds.accessNotice')}
    </p>
  );
}
