import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { useOpenState } from '../../hooks/useOpenState.ts';
import { MenuIcon } from '../../icons/index.ts';
import * as styles from './MegaMenu.css.ts';
import type { MegaMenuSection } from './types.ts';

const loadPanel = () => import('./MegaMenuDrawerPanel.tsx');
const MegaMenuDrawerPanel = lazy(loadPanel);

export interface MegaMenuDrawerProps {
  /** The burger button's accessible name, e.g. «Меню»; also the drawer's title. */
  label: string;
  /** A different visible title for the drawer. @default label */
  title?: ReactNode;
  /** The accessible name of the sections' navigation region, e.g. «Услуги». */
  navLabel: string;
  /** The same sections as the desktop `MegaMenu`, shown as an accordion. */
  sections: MegaMenuSection[];
  /** The current page's path; its link gets `aria-current="page"` and its section starts open. */
  currentHref?: string;
  /** Shown above the sections (e.g. the search box). */
  start?: ReactNode;
  /** Shown below the sections (top links, language switcher, cabinet). */
  children?: ReactNode;
  /**
   * Where the drawer is portalled: an element inside the embed's shadow root, or a test's
   * container. @default document.body
   */
  container?: HTMLElement | null;
  /** Open state, when the caller controls it. */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Overrides the close button's name («Закрыть меню» / «Мәзірді жабу»). */
  closeLabel?: string;
  /** Class of the burger button. */
  className?: string;
}

/**
 * The mobile header's menu: a burger button that opens a full-height drawer (a modal dialog:
 * focus stays inside, Escape closes, focus returns to the burger) holding the mega-menu's
 * sections as an accordion, plus whatever else the header needs.
 *
 * The drawer's code loads when it is first opened (it starts loading as soon as a pointer or the
 * focus reaches the burger), so a page does not carry the dialog's code to become interactive.
 */
export function MegaMenuDrawer({
  open,
  defaultOpen = false,
  onOpenChange,
  className,
  ...drawer
}: MegaMenuDrawerProps) {
  const [isOpen, setOpen] = useOpenState(open, defaultOpen, onOpenChange);
  const id = useId();
  const burgerRef = useRef<HTMLButtonElement>(null);
  // Once opened, the drawer stays mounted (closed), keeping which sections were expanded.
  const [used, setUsed] = useState(isOpen);
  if (isOpen && !used) setUsed(true);
  const prefetch = () => void loadPanel();

  return (
    <>
      <button
        ref={burgerRef}
        type="button"
        className={className ? `${styles.burger} ${className}` : styles.burger}
        aria-label={drawer.label}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? id : undefined}
        data-state={isOpen ? 'open' : 'closed'}
        onPointerEnter={prefetch}
        onPointerDown={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(!isOpen)}
      >
        <MenuIcon size={24} />
      </button>
      {(isOpen || used) && (
        <Suspense fallback={null}>
          <MegaMenuDrawerPanel
            {...drawer}
            id={id}
            open={isOpen}
            onOpenChange={setOpen}
            burgerRef={burgerRef}
          />
        </Suspense>
      )}
    </>
  );
}
