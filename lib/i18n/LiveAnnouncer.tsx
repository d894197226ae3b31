import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { visuallyHidden } from '../styles/utils.css.ts';

/** How long an announcement stays in the region, so a reader browsing later does not find it. */
export const ANNOUNCEMENT_LIFETIME = 7000;

type Announce = (message: string, lang: string) => void;

const AnnouncerContext = createContext<Announce | null>(null);

interface Announcement {
  text: string;
  lang: string;
  /** Counts announcements, so the same words twice still change the region. */
  count: number;
}

/**
 * The kit's one polite live region, rendered by the outermost `KitProvider` (nested providers,
 * like each widget's, share it). Components announce through it instead of carrying a live region
 * each: a region that is in the page from the start and only changes its text is what screen
 * readers announce most reliably, and the page keeps one region rather than one per button.
 *
 * It stays visible to assistive tech while a modal is open: radix's `hideOthers` leaves
 * `[aria-live]` alone and react-aria's `ariaHideOutside` leaves `[data-live-announcer]` alone.
 */
export function LiveAnnouncer({ children }: { children: ReactNode }) {
  const parent = useContext(AnnouncerContext);
  const [announcement, setAnnouncement] = useState<Announcement>({ text: '', lang: '', count: 0 });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const announce = useCallback<Announce>((text, lang) => {
    setAnnouncement((previous) => ({ text, lang, count: previous.count + 1 }));
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => setAnnouncement((previous) => ({ ...previous, text: '' })),
      ANNOUNCEMENT_LIFETIME,
    );
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (parent) return <>{children}</>;
  return (
    <AnnouncerContext.Provider value={announce}>
      {children}
      <div
        aria-live="polite"
        aria-atomic="true"
        data-live-announcer="true"
        data-kit-announcer=""
        className={visuallyHidden}
      >
        {announcement.text && (
          <span lang={announcement.lang}>
            {announcement.text}
            {/* Alternating a trailing no-break space makes a repeat a change, so it is read. */}
            {announcement.count % 2 === 1 ? '\u00a0' : ''}
          </span>
        )}
      </div>
    </AnnouncerContext.Provider>
  );
}

/**
 * Says `message` politely through the kit's live region (`(message, lang) => void`). Outside a
 * `KitProvider` there is no region and nothing is said.
 */
export function useAnnounce(): Announce {
  return useContext(AnnouncerContext) ?? noAnnouncer;
}

const noAnnouncer: Announce = () => {};
