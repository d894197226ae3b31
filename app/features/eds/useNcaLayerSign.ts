import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale } from '../../i18n/index.ts';
import {
  sharedNcaLayerClient,
  type NcaLayerClient,
  type NcaLayerSignRequest,
  type NcaSignResult,
} from './ncaLayer.ts';

export interface NcaLayerSign {
  /**
   * Asks NCALayer for a CMS in the page's language. Resolves `{kind: 'signed', cms}` or
   * `{kind: 'cancelled'}`; rejects with an `NcaLayerError` (or an AbortError after `abort()` or
   * unmount). `signerOutcomeCode` turns either into the message to show.
   */
  sign(request: Omit<NcaLayerSignRequest, 'locale'>): Promise<NcaSignResult>;
  /** True while NCALayer's dialog is open: disable the button (one request at a time). */
  pending: boolean;
  /** Gives up waiting (NCALayer's dialog stays open until the person closes it). */
  abort(): void;
}

/**
 *   const { sign, pending } = useNcaLayerSign();
 *   const outcome = await sign({ data: textToBase64(challenge), usage: 'auth' });
 */
export function useNcaLayerSign(client: NcaLayerClient = sharedNcaLayerClient()): NcaLayerSign {
  const locale = useLocale();
  const [pending, setPending] = useState(false);
  const current = useRef<AbortController | null>(null);

  useEffect(() => () => current.current?.abort(), []);

  const sign = useCallback(
    async (request: Omit<NcaLayerSignRequest, 'locale'>) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setPending(true);
      try {
        return await client.sign({ ...request, locale }, { signal: controller.signal });
      } finally {
        if (current.current === controller) {
          current.current = null;
          setPending(false);
        }
      }
    },
    [client, locale],
  );
  const abort = useCallback(() => current.current?.abort(), []);
  return { sign, pending, abort };
}
