import { useId, useState, type ReactNode } from 'react';
import { Button, ChevronDownIcon, ChevronUpIcon } from '../../lib/index.ts';
import { pluralCategory, useLocale, useT } from '../i18n/index.ts';
import * as styles from './layout.css.ts';

/** Lists this long or shorter are shown as they are: folding three numbers hides nothing. */
export const FOLD_AFTER = 5;

export interface FoldedListProps {
  /** Each item's key and what it shows. */
  items: readonly { key: string; content: ReactNode }[];
  /** `ol` when the order means something. @default 'ul' */
  as?: 'ul' | 'ol';
  className?: string;
}

/**
 * An application's phone numbers: up to `FOLD_AFTER` shown as they are; a longer list (a mobile
 * application of 40 numbers was ~1,300 px of a phone's sidebar) folded behind «40 номеров ·
 * показать», a disclosure button (WAI-ARIA: `aria-expanded`, `aria-controls`) that Enter and Space
 * open and close, its words turning to «скрыть».
 */
export function FoldedList({ items, as: List = 'ul', className }: FoldedListProps) {
  const t = useT();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const list = (
    <List id={listId} className={className} hidden={items.length > FOLD_AFTER && !open}>
      {items.map((item) => (
        <li key={item.key}>{item.content}</li>
      ))}
    </List>
  );
  if (items.length <= FOLD_AFTER) return list;
  const count = t(`forms.folded.numbers.${pluralCategory(items.length, locale)}`, {
    count: items.length,
  });
  const Icon = open ? ChevronUpIcon : ChevronDownIcon;
  return (
    <div className={styles.folded}>
      <Button
        variant="ghost"
        size="s"
        className={styles.foldToggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {count} · {t(open ? 'forms.folded.hide' : 'forms.folded.show')} <Icon />
      </Button>
      {list}
    </div>
  );
}
