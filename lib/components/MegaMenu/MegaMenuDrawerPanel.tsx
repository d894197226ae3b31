import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { useScrollLock } from '../../hooks/useScrollLock.ts';
import { useKitMessages } from '../../i18n/index.ts';
import { ChevronDownIcon, CloseIcon } from '../../icons/index.ts';
import { useOverlayTheme } from '../../tokens/overlayTheme.ts';
import { megaMenuMessages } from './intl.ts';
import { iconBox } from '../../styles/iconBox.css.ts';
import * as styles from './MegaMenu.css.ts';
import { currentProps, isPlainClick, SectionIcon, SectionLinks } from './shared.tsx';
import type { MegaMenuSection } from './types.ts';

export interface MegaMenuDrawerPanelProps {
  /** The drawer's id, which the burger's `aria-controls` names while it is open. */
  id: string;
  label: string;
  title?: ReactNode;
  navLabel: string;
  sections: MegaMenuSection[];
  currentHref?: string;
  start?: ReactNode;
  children?: ReactNode;
  container?: HTMLElement | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  closeLabel?: string;
  /** The burger: the drawer takes the theme of where it was opened from, and gives focus back. */
  burgerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The drawer of `MegaMenuDrawer` (a modal dialog: focus stays inside, Escape closes, focus returns
 * to the burger, the page behind does not scroll), in a module of its own: the dialog's code
 * (Radix Dialog, its focus trap, the scroll lock) loads when the drawer first opens, not with
 * every page.
 */
export default function MegaMenuDrawerPanel({
  id,
  label,
  title,
  navLabel,
  sections,
  currentHref,
  start,
  children,
  container,
  open: isOpen,
  onOpenChange: setOpen,
  closeLabel,
  burgerRef,
}: MegaMenuDrawerPanelProps) {
  const messages = useKitMessages(megaMenuMessages);
  const sectionsId = useId();
  // Portalled to <body>: keep the theme of the header it was opened from (touch sizes on a kiosk).
  const theme = useOverlayTheme(isOpen, burgerRef, container);
  // Not Radix's Overlay: its scroll lock writes a <style> element the site's CSP refuses.
  useScrollLock(isOpen);
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
      <Dialog.Portal container={container}>
        <div className={theme ? `${theme} ${styles.overlay}` : styles.overlay} data-overlay="" />
        <Dialog.Content
          id={id}
          className={theme ? `${theme} ${styles.drawer}` : styles.drawer}
          aria-describedby={undefined}
          // Radix gives focus back to its own trigger; the burger is not one (it is not in this
          // module, so that it costs no dialog code until used).
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            burgerRef.current?.focus();
          }}
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
                  const panelId = `${sectionsId}-${section.id}`;
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
                          <span className={iconBox}>
                            <SectionIcon icon={section.icon} />
                          </span>
                          <span className={styles.accordionLabel}>{section.label}</span>
                          <ChevronDownIcon className={styles.accordionChevron} />
                        </button>
                      </h3>
                      <SectionLinks
                        id={panelId}
                        className={styles.accordionPanel}
                        hidden={!isExpanded}
                        links={section.links}
                        currentHref={currentHref}
                        linkClassName={styles.drawerLink}
                      />
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
