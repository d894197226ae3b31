import { Accordion as RadixAccordion } from 'radix-ui';
import { createContext, forwardRef, useContext, type ReactNode } from 'react';
import { ChevronDownIcon } from '../../icons/index.ts';
import * as styles from './Accordion.css.ts';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

interface AccordionCommonProps {
  /**
   * The heading level of every item's title. FAQ sections sit under an `h2`, so items are `h3`.
   * @default 3
   */
  headingLevel?: HeadingLevel;
  /** @default false */
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

export interface AccordionSingleProps extends AccordionCommonProps {
  /** One item open at a time. @default 'single' */
  type?: 'single';
  /** The open item (controlled); `''` for none. */
  value?: string;
  /** The item open at first (uncontrolled). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** The open item can be closed again, leaving all closed. @default true */
  collapsible?: boolean;
}

export interface AccordionMultipleProps extends AccordionCommonProps {
  /** Any number of items open. */
  type: 'multiple';
  /** The open items (controlled). */
  value?: string[];
  /** The items open at first (uncontrolled). */
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
}

export type AccordionProps = AccordionSingleProps | AccordionMultipleProps;

const HeadingLevelContext = createContext<HeadingLevel>(3);

/**
 * Show-and-hide sections (FAQ, tariff details) on radix Accordion: each title is a heading
 * holding a button with `aria-expanded`; arrow keys move between titles, Home / End jump.
 */
export function Accordion(props: AccordionProps) {
  const { headingLevel = 3, disabled = false, className, children } = props;
  const rootClass = className ? `${styles.root} ${className}` : styles.root;
  return (
    <HeadingLevelContext.Provider value={headingLevel}>
      {props.type === 'multiple' ? (
        <RadixAccordion.Root
          type="multiple"
          value={props.value}
          defaultValue={props.defaultValue}
          onValueChange={props.onValueChange}
          disabled={disabled}
          className={rootClass}
        >
          {children}
        </RadixAccordion.Root>
      ) : (
        <RadixAccordion.Root
          type="single"
          collapsible={props.collapsible ?? true}
          value={props.value}
          defaultValue={props.defaultValue}
          onValueChange={props.onValueChange}
          disabled={disabled}
          className={rootClass}
        >
          {children}
        </RadixAccordion.Root>
      )}
    </HeadingLevelContext.Provider>
  );
}

export interface AccordionItemProps {
  /** Identifies the item in `value` / `defaultValue`. */
  value: string;
  /** The visible title; it names the button and the content region. */
  title: ReactNode;
  /** @default false */
  disabled?: boolean;
  className?: string;
  /** Any content: text, lists, links, tables. */
  children: ReactNode;
}

export const AccordionItem = forwardRef<HTMLDivElement, AccordionItemProps>(function AccordionItem(
  { value, title, disabled = false, className, children },
  ref,
) {
  const level = useContext(HeadingLevelContext);
  const Heading = `h${level}` as const;
  return (
    <RadixAccordion.Item
      ref={ref}
      value={value}
      disabled={disabled}
      className={className ? `${styles.item} ${className}` : styles.item}
    >
      <RadixAccordion.Header asChild>
        <Heading className={styles.heading}>
          <RadixAccordion.Trigger className={styles.trigger}>
            <span>{title}</span>
            <ChevronDownIcon className={styles.chevron} />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content className={styles.content}>
        <div className={styles.contentInner}>{children}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  );
});
