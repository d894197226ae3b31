import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  touchContrastTheme,
  touchTheme,
  useKitAnnounce,
  useKitContext,
} from '../../../lib/index.ts';
import { FormSettingsProvider, type FormSettings } from '../../forms/index.ts';
import { fill } from '../../i18n/format.ts';
import { useLocale, useMessages } from '../../i18n/index.ts';
import { useCurrentPage } from '../../routes/CurrentPage.tsx';
import { useAccessMode } from './access/accessMode.ts';
import { idleSeconds, setupQuery, useKioskConfig } from './config.ts';
import { ConnectionStatus, OfflineNote } from './ConnectionStatus.tsx';
import { extendIdle, IDLE_EXTEND_SECONDS, useIdleExtension } from './idle/extend.ts';
import { resetKiosk, takeResetMarker } from './idle/reset.ts';
import {
  ANSWER_EVENTS,
  IDLE_ANSWERS,
  useActivity,
  useCountdown,
  useIdleTimer,
} from './idle/useIdle.ts';
import { useVisitor } from './idle/visitor.ts';
import { KioskContext, type KioskValue } from './KioskContext.ts';
import { KioskNav } from './KioskNav.tsx';
import type { ExitReason } from './links/linkPolicy.ts';
import { useNoExits } from './links/useNoExits.ts';
import { useKioskSettings } from './fleet/deviceSettings.ts';
import { OfflineQueue } from './offline/offlineQueue.ts';
import { applyWaitingUpdate, registerKioskWorker } from './offline/register.ts';
import { KIOSK_HOME, kioskHome } from './paths.ts';
import type { ExitTarget } from './qr/ExitDialog.tsx';
import * as styles from './kiosk.css.ts';

// The dialogs (Radix Dialog) load the first time one opens: a kiosk page's first load carries
// neither. The service worker precaches them with the kiosk's other on-demand chunks.
const ExitDialog = lazy(() =>
  import('./qr/ExitDialog.tsx').then((m) => ({ default: m.ExitDialog })),
);
const IdleDialog = lazy(() =>
  import('./idle/IdleDialog.tsx').then((m) => ({ default: m.IdleDialog })),
);
// The speech output loads the first time the accessibility mode is on.
const SpeechOutput = lazy(() =>
  import('./access/SpeechOutput.tsx').then((m) => ({ default: m.SpeechOutput })),
);

// The attract screen loads when an untouched kiosk first shows it.
const AttractScreen = lazy(() =>
  import('./attract/AttractScreen.tsx').then((m) => ({ default: m.AttractScreen })),
);

/** An untouched kiosk shows its attract screen after this long without a touch. */
export const ATTRACT_AFTER_SECONDS = 60;

/** The accessibility mode doubles the wait before «Вы ещё здесь?». */
export const ACCESS_IDLE_FACTOR = 2;

/** True from the first time `open` is true: a lazy dialog then stays mounted, to close properly. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

/** WCAG 2.2.1 asks for at least 20 s to answer «Вы ещё здесь?»; a kiosk visitor gets more. */
export const IDLE_COUNTDOWN_SECONDS = 30;

let workerRegistered = false;

/** The brand mark, as the site's header draws it. */
function BrandMark() {
  return (
    <svg className={styles.brandMark} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <rect width="36" height="36" rx="8" fill="currentColor" />
      <path d="M11 9h7.5a9 9 0 0 1 0 18H11Zm4.5 4.5v9h3a4.5 4.5 0 0 0 0-9Z" fill="#fff" />
    </svg>
  );
}

/** Marks <html> while a kiosk screen is up (no overscroll, selection or pinch: `kiosk.css.ts`). */
function useKioskDocument(access: boolean) {
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-kiosk', '');
    return () => root.removeAttribute('data-kiosk');
  }, []);
  useEffect(() => {
    const root = document.documentElement;
    if (!access) return;
    root.setAttribute('data-kiosk-access', '');
    return () => root.removeAttribute('data-kiosk-access');
  }, [access]);
}

/**
 * The frame of every kiosk screen: the touch theme, the brand and connectivity on top, the
 * screen, and the bar at the bottom (home, back, language, text size). Around it the kiosk's
 * rules: no exits (links out become a QR code), the idle reset («Вы ещё здесь?», then everything
 * a visitor left is wiped and the Russian home reloads), forms that hold what they could not send
 * offline and never offer the last visitor's data, and the service worker that keeps the kiosk
 * working without a network.
 */
export function KioskShell({ back, children }: { back?: string; children: ReactNode }) {
  const messages = useMessages();
  const announce = useKitAnnounce();
  const config = useKioskConfig();
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const [exit, setExit] = useState<ExitTarget | null>(null);
  const [asking, setAsking] = useState(false);
  const [resetting, setResetting] = useState(false);
  const exitLoaded = useOpenedOnce(exit !== null);
  const idleLoaded = useOpenedOnce(asking || resetting);
  const queue = useMemo(() => new OfflineQueue(), []);
  useEffect(() => () => queue.clear(), [queue]);

  const access = useAccessMode();
  const extension = useIdleExtension();
  useKioskDocument(access);
  useNoExits(setExit);

  // A device (one with an id and its key) tells the backend it is alive; loaded after the page,
  // on its own.
  const kioskId = config?.kioskId ?? null;
  const deviceToken = config?.deviceToken ?? null;
  useEffect(() => {
    if (!kioskId || !deviceToken) return;
    void import('./fleet/heartbeat.ts').then((m) => m.startHeartbeat({ kioskId, deviceToken }));
  }, [kioskId, deviceToken]);
  const remote = useKioskSettings();

  useEffect(() => {
    // Once per page life; the dev server has no built worker to register.
    if (workerRegistered || import.meta.env.DEV) return;
    workerRegistered = true;
    void registerKioskWorker();
  }, []);

  // The home a reset just reloaded says so, once the page can be heard.
  useEffect(() => {
    if (!takeResetMarker(sessionStorage)) return;
    const timer = setTimeout(() => announce(messages.kiosk.idle.done), 500);
    return () => clearTimeout(timer);
  }, [announce, messages]);

  // Idle with a visitor's traces on screen: ask, then reset. Idle with nobody since the last reset:
  // nothing to wipe, but a good moment to take a new version, if one waits.
  const visitor = useVisitor();
  useIdleTimer({
    timeoutMs:
      (idleSeconds(config, remote.idleSeconds) * (access ? ACCESS_IDLE_FACTOR : 1) + extension) *
      1000,
    enabled: !asking && !resetting,
    onIdle: () => {
      if (visitor) setAsking(true);
      else {
        void applyWaitingUpdate().then((applied) => {
          if (applied) window.location.replace(window.location.href);
        });
      }
    },
  });
  // Nobody since the last reset, and a minute without a touch: the attract screen. Its first tap
  // goes to the home.
  const [attract, setAttract] = useState(false);
  useIdleTimer({
    timeoutMs: ATTRACT_AFTER_SECONDS * 1000,
    enabled: remote.attract && !visitor && !attract && !asking && !resetting,
    onIdle: () => setAttract(true),
  });
  const locale = useLocale();
  const { path } = useCurrentPage();
  const { navigate } = useKitContext();
  const endAttract = useCallback(() => {
    setAttract(false);
    if (path !== KIOSK_HOME) navigate?.(kioskHome(locale));
  }, [path, navigate, locale]);

  // Any tap or key while «Вы ещё здесь?» counts down answers it — except on the dialog's own
  // buttons, which answer for themselves: closed from this capture listener, the dialog would be
  // gone before the press reached «+ время» (its time never added), and a Tab to it would close it.
  useActivity(
    (event) => {
      if (event.target instanceof Element && event.target.closest(`[${IDLE_ANSWERS}]`)) return;
      setAsking(false);
    },
    asking && !resetting,
    undefined,
    ANSWER_EVENTS,
  );

  const reset = useCallback(() => {
    setResetting(true);
    announce(messages.kiosk.idle.resetting);
    void resetKiosk(kioskHome('ru') + setupQuery(), {
      local: localStorage,
      session: sessionStorage,
      dropHeld: () => queue.clear(),
      applyUpdate: () => applyWaitingUpdate(),
      replace: (url) => window.location.replace(url),
    });
  }, [announce, messages, queue]);
  const secondsLeft = useCountdown(IDLE_COUNTDOWN_SECONDS, asking && !resetting, reset);
  const extend = useCallback(() => {
    extendIdle();
    setAsking(false);
    announce(fill(messages.kiosk.idle.extended, { minutes: IDLE_EXTEND_SECONDS / 60 }));
  }, [announce, messages]);

  // What covers the screen: the parts under it are inert.
  const covered = attract || asking || resetting;

  const settings = useMemo<FormSettings>(
    () => ({ sharedDevice: true, connection: queue }),
    [queue],
  );
  const kiosk = useMemo<KioskValue>(
    () => ({
      kioskId: config?.kioskId ?? undefined,
      showExit: (url: string, reason: ExitReason) => setExit({ url, reason }),
    }),
    [config],
  );

  return (
    <KioskContext.Provider value={kiosk}>
      <FormSettingsProvider value={settings}>
        <div
          ref={setFrame}
          className={`${access ? touchContrastTheme : touchTheme} ${styles.kiosk}`}
          data-kiosk-frame=""
          data-kiosk-theme={access ? 'contrast' : 'touch'}
        >
          {/* Under the attract screen or «Вы ещё здесь?» nothing is reachable, by touch, key or
              screen reader: each part is inert on its own (a `display: contents` wrapper would be
              what the dialog's aria-hidden lands on, and axe flags a hidden box holding controls). */}
          <div className={styles.topBar} inert={covered}>
            <p className={styles.brand}>
              <BrandMark />
              {messages.kiosk.brand}
            </p>
            <ConnectionStatus />
          </div>
          <OfflineNote />
          {access && (
            <Suspense fallback={null}>
              <SpeechOutput
                frame={frame}
                asking={asking}
                resetting={resetting}
                secondsLeft={secondsLeft}
              />
            </Suspense>
          )}
          <div className={styles.screen} inert={covered}>
            {children}
          </div>
          <KioskNav back={back} inert={covered} />
          {exitLoaded && (
            <Suspense fallback={null}>
              <ExitDialog target={exit} onClose={() => setExit(null)} container={frame} />
            </Suspense>
          )}
          {attract && (
            <Suspense fallback={null}>
              <AttractScreen onDone={endAttract} />
            </Suspense>
          )}
          {idleLoaded && (
            <Suspense fallback={null}>
              <IdleDialog
                open={asking || resetting}
                secondsLeft={secondsLeft}
                resetting={resetting}
                onContinue={() => setAsking(false)}
                onExtend={extend}
                container={frame}
              />
            </Suspense>
          )}
        </div>
      </FormSettingsProvider>
    </KioskContext.Provider>
  );
}
