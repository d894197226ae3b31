import { useId, useState, type ReactNode } from 'react';
import { Button, ChevronDownIcon, ChevronUpIcon } from '../../../lib/index.ts';
import * as styles from './landing.css.ts';

export interface DisclosureProps {
  /** The button's words while closed. */
  label: string;
  /** The button's words while open; the same words when absent (aria-expanded tells the state). */
  openLabel?: string;
  children: ReactNode;
}

/** «Подробнее»: a button that shows and hides the details right below it (WAI-ARIA disclosure). */
export function Disclosure({ label, openLabel, children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const Icon = open ? ChevronUpIcon : ChevronDownIcon;
  return (
    <div className={styles.disclosure}>
      <Button
        variant="ghost"
        size="s"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {open && openLabel ? openLabel : label} <Icon />
      </Button>
      <div id={panelId} hidden={!open} className={styles.disclosurePanel}>
        {children}
      </div>
    </div>
  );
}
