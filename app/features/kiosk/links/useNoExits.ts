import { useEffect, useRef } from 'react';
import { useKitContext } from '../../../../lib/index.ts';
import { useLocale } from '../../../i18n/index.ts';
import { siteOrigin } from '../../../routes/config.ts';
import type { ExitTarget } from '../qr/ExitDialog.tsx';
import { linkDecision } from './linkPolicy.ts';

/** What a press leaves alone: the context menu, dragging a link or a picture out. */
const PREVENTED = ['contextmenu', 'dragstart'] as const;

/**
 * Keeps the visitor inside the kiosk: every link press is weighed (`linkDecision`) before
 * anything — the kit's router, the browser — follows it. A kiosk page opens in place, a site
 * product opens its kiosk page, and every way out calls `onExit` (the QR dialog) instead. A press
 * with a modifier or another button (a new tab, a new window) is followed in place, or not at all.
 * No context menu, no dragging.
 */
export function useNoExits(onExit: (target: ExitTarget) => void): void {
  const locale = useLocale();
  const { navigate } = useKitContext();
  const latest = useRef({ onExit, navigate, locale });
  useEffect(() => {
    latest.current = { onExit, navigate, locale };
  });

  useEffect(() => {
    const go = (href: string) => {
      const { navigate: route } = latest.current;
      if (route) route(href);
      else window.location.assign(href);
    };
    // Capturing on the document runs before React's handlers on the root, and before the browser.
    const onPress = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const decision = linkDecision(
        {
          href: anchor.getAttribute('href') ?? '',
          target: anchor.getAttribute('target'),
          download: anchor.hasAttribute('download'),
        },
        {
          location: window.location.href,
          locale: latest.current.locale,
          publicOrigin: siteOrigin(),
        },
      );
      const modified =
        event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
      if (decision.kind === 'follow' && !modified) return;
      event.preventDefault();
      event.stopPropagation();
      if (decision.kind === 'follow') {
        const url = new URL(anchor.href);
        go(url.pathname + url.search + url.hash);
      } else if (decision.kind === 'kiosk') {
        go(decision.href);
      } else if (decision.kind === 'qr') {
        latest.current.onExit({ url: decision.url, reason: decision.reason });
      }
    };
    const prevent = (event: Event) => event.preventDefault();
    document.addEventListener('click', onPress, true);
    document.addEventListener('auxclick', onPress, true);
    for (const type of PREVENTED) document.addEventListener(type, prevent, true);
    return () => {
      document.removeEventListener('click', onPress, true);
      document.removeEventListener('auxclick', onPress, true);
      for (const type of PREVENTED) document.removeEventListener(type, prevent, true);
    };
  }, []);
}
