import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useOpenState } from '../../hooks/useOpenState.ts';
import { useKitMessages } from '../../i18n/index.ts';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '../../icons/index.ts';
import { useOverlayTheme } from '../../tokens/overlayTheme.ts';
import { Link } from '../Link/index.ts';
import { megaMenuMessages } from './intl.ts';
import * as styles from './MegaMenu.css.ts';
import { currentProps, isPlainClick, SectionIcon } from './shared.tsx';
import type { MegaMenuSection } from './types.ts';

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
 */
export function MegaMenuDrawer({
  label,
  title,
  navLabel,
  sections,
  currentHref,
  start,
  children,
  container,
  open,
  defaultOpen = false,
  onOpenChange,
  closeLabel,
  className,
}: MegaMenuDrawerProps) {
  const [isOpen, setOpen] = useOpenState(open, defaultOpen, onOpenChange);
  const messages = useKitMessages(megaMenuMessages);
  const id = useId();
  const burgerRef = useRef<HTMLButtonElement>(null);
  // Portalled to <body>: keep the theme of the header it was opened from (touch sizes on a kiosk).
  const theme = useOverlayTheme(isOpen, burgerRef, container);
  // The section holding the current page starts expanded, so the user sees where they are.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => {
    const current = sections.find((section) =>
      section.links.some((link) => 'aria-current' in currentProps(link.href, currentHref)),
    );
    return new Set(current ? [current.id] : []);
  });

  const toggle = (sectionId: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(sectionId)) next.delete(sectionId);
      else next.add(sectionId);
      return next;
    });

  const onLinkClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a[href]') && isPlainClick(event)) setOpen(false);
  };

  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      <Dialog.Trigger
        ref={burgerRef}
        className={className ? `${styles.burger} ${className}` : styles.burger}
        aria-label={label}
      >
        <MenuIcon size={24} />
      </Dialog.Trigger>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className={theme ? `${theme} ${styles.overlay}` : styles.overlay} />
        <Dialog.Content
          className={theme ? `${theme} ${styles.drawer}` : styles.drawer}
          aria-describedby={undefined}
        >
          <div className={styles.drawerHeader}>
            <Dialog.Title className={styles.drawerTitle}>{title ?? label}</Dialog.Title>
            <Dialog.Close className={styles.burger} aria-label={closeLabel ?? messages.closeMenu}>
              <CloseIcon size={24} />
            </Dialog.Close>
          </div>
          {/* Clicks bubble here from any link inside, the caller's ones included. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- Enter on a link fires click */}
          <div className={styles.drawerBody} onClick={onLinkClick}>
            {start}
            <nav aria-label={navLabel}>
              <ul className={styles.accordion}>
                {sections.map((section) => {
                  const isExpanded = expanded.has(section.id);
                  const panelId = `${id}-${section.id}`;
                  return (
                    <li key={section.id} className={styles.accordionItem}>
                      <h3 className={styles.accordionHeading}>
                        <button
                          type="button"
                          className={styles.accordionButton}
                          aria-expanded={isExpanded}
                          aria-controls={panelId}
                          onClick={() => toggle(section.id)}
                        >
                          <span className={styles.sectionIcon}>
                            <SectionIcon icon={section.icon} />
                          </span>
                          <span className={styles.accordionLabel}>{section.label}</span>
                          <ChevronDownIcon className={styles.accordionChevron} />
                        </button>
                      </h3>
                      <ul id={panelId} className={styles.accordionPanel} hidden={!isExpanded}>
                        {section.links.map((link) => (
                          <li key={link.href}>
                            <Link
                              href={link.href}
                              variant="standalone"
                              className={styles.drawerLink}
                              {...currentProps(link.href, currentHref)}
                            >
                              {link.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </li>
                  );
                })}
              </ul>
            </nav>
            {children}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
