import {
  useEffect,
  useId,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useOpenState } from '../../hooks/useOpenState.ts';
import { ChevronDownIcon } from '../../icons/index.ts';
import { iconBox } from '../../styles/iconBox.css.ts';
import * as styles from './MegaMenu.css.ts';
import { isPlainClick, SectionIcon, SectionLinks } from './shared.tsx';
import type { MegaMenuSection } from './types.ts';

export interface MegaMenuProps {
  /** The trigger's text, e.g. «Услуги»; it also names the panel's navigation region. */
  label: string;
  /** A different accessible name for the panel's navigation region. @default label */
  navLabel?: string;
  /** The sections, each with an icon, a label and links, in reading order. */
  sections: MegaMenuSection[];
  /**
   * Panel width: px as a number or any CSS length. Never wider than the window.
   * @default 1028
   */
  width?: number | string;
  /**
   * Sections per row.
   * @default 4
   */
  columns?: number;
  /**
   * Which edge of the trigger the panel lines up with.
   * @default 'start'
   */
  align?: 'start' | 'center' | 'end';
  /** The current page's path; its link gets `aria-current="page"` (query strings are ignored). */
  currentHref?: string;
  /** Open state, when the caller controls it (e.g. to close it after a search). */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

type FocusTarget = 'first' | 'last';

function linksIn(panel: HTMLElement | null): HTMLElement[] {
  return Array.from(panel?.querySelectorAll<HTMLElement>('a[href]') ?? []);
}

function focusEdge(links: HTMLElement[], target: FocusTarget) {
  (target === 'first' ? links[0] : links[links.length - 1])?.focus();
}

/**
 * The header's services menu: a button that shows and hides a panel of link sections, following
 * the disclosure navigation pattern (links stay links; no ARIA menu roles). Opens on click, Enter,
 * Space or ArrowDown; arrows, Home and End move between links; Tab leaves naturally; Escape and
 * an outside click close it.
 */
export function MegaMenu({
  label,
  navLabel,
  sections,
  width = 1028,
  columns = 4,
  align = 'start',
  currentHref,
  open,
  defaultOpen = false,
  onOpenChange,
  className,
}: MegaMenuProps) {
  const [isOpen, setOpen] = useOpenState(open, defaultOpen, onOpenChange);
  const id = useId();
  const panelId = `${id}-panel`;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);

  const links = () => linksIn(panelRef.current);
  const focusLink = (target: FocusTarget) => focusEdge(linksIn(panelRef.current), target);

  // Arrow keys on the trigger open the panel and then move into it, once it is visible.
  useEffect(() => {
    if (!isOpen || !pendingFocus.current) return;
    focusEdge(linksIn(panelRef.current), pendingFocus.current);
    pendingFocus.current = null;
  }, [isOpen]);

  // A press anywhere outside the trigger and the panel closes it, leaving focus where it lands.
  useEffect(() => {
    if (!isOpen) return;
    const root = rootRef.current;
    const doc = root?.ownerDocument ?? document;
    const onPointerDown = (event: PointerEvent) => {
      // composedPath sees through shadow roots, where event.target is retargeted to the host.
      if (root && !event.composedPath().includes(root)) setOpen(false);
    };
    doc.addEventListener('pointerdown', onPointerDown, true);
    return () => doc.removeEventListener('pointerdown', onPointerDown, true);
  }, [isOpen, setOpen]);

  const openAndFocus = (target: FocusTarget) => {
    if (isOpen) focusLink(target);
    else {
      pendingFocus.current = target;
      setOpen(true);
    }
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
      return;
    }
    const all = links();
    const current = all.indexOf(event.target as HTMLElement);
    if (current === -1) return;
    let next: HTMLElement | undefined;
    switch (event.key) {
      case 'ArrowDown':
        next = all[Math.min(current + 1, all.length - 1)];
        break;
      case 'ArrowUp':
        next = all[Math.max(current - 1, 0)];
        break;
      case 'Home':
        next = all[0];
        break;
      case 'End':
        next = all[all.length - 1];
        break;
      case 'ArrowRight':
      case 'ArrowLeft': {
        // Sideways jumps to the first link of the neighbouring section, like moving across columns.
        const heads = all.filter(
          (link, i) =>
            i === 0 || link.closest('[data-section]') !== all[i - 1]?.closest('[data-section]'),
        );
        const section = all[current]?.closest('[data-section]');
        const here = heads.findIndex((head) => head.closest('[data-section]') === section);
        const step = event.key === 'ArrowRight' ? 1 : -1;
        next = heads[Math.min(Math.max(here + step, 0), heads.length - 1)];
        break;
      }
      default:
        return;
    }
    event.preventDefault();
    next?.focus();
  };

  // Focus moving to something outside (Tab past the last link) closes the panel. A blur with no
  // new target (a click on the panel's background) does not: the outside-press handler owns that.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget;
    if (isOpen && to instanceof Node && !event.currentTarget.contains(to)) setOpen(false);
  };

  const onPanelClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a[href]');
    if (!link || !isPlainClick(event)) return;
    setOpen(false);
    // The link is about to be hidden; without this a keyboard user's focus would drop to <body>.
    // An app that moves focus on navigation does so later and wins.
    triggerRef.current?.focus();
  };

  return (
    // onBlur only watches focus leaving the widget; the button and links inside do the interacting.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className={className ? `${styles.root} ${className}` : styles.root}
      onBlur={onBlur}
      data-open={isOpen || undefined}
    >
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen(!isOpen)}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <ChevronDownIcon className={styles.chevron} size="1em" />
      </button>
      {/* Always rendered, so aria-controls always points somewhere; `hidden` and empty while
          closed: its sections come with the opening, and a page's markup carries some 230
          elements fewer. Nothing is lost: without scripts the button cannot open it anyway, and
          crawlers find every product in the sitemap and in home's catalogue. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the keys move focus between the links inside */}
      <nav
        ref={panelRef}
        id={panelId}
        aria-label={navLabel ?? label}
        hidden={!isOpen}
        className={styles.panel({ align })}
        style={{
          width: typeof width === 'number' ? `${width}px` : width,
        }}
        onKeyDown={onPanelKeyDown}
        onClick={onPanelClick}
      >
        {isOpen && (
          <ul
            className={styles.grid}
            style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          >
            {sections.map((section) => {
              const titleId = `${id}-${section.id}`;
              return (
                <li key={section.id} className={styles.section} data-section={section.id}>
                  <p id={titleId} className={styles.sectionTitle}>
                    <span className={iconBox}>
                      <SectionIcon icon={section.icon} />
                    </span>
                    {section.label}
                  </p>
                  <SectionLinks
                    className={styles.links}
                    aria-labelledby={titleId}
                    links={section.links}
                    currentHref={currentHref}
                    linkClassName={styles.link}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </nav>
    </div>
  );
}
