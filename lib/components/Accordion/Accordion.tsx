import { Accordion as RadixAccordion } from 'radix-ui';
import {
  createContext,
  forwardRef,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { ChevronDownIcon } from '../../icons/index.ts';
import { tokenProperty } from '../../tokens/overlayTheme.ts';
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

interface AccordionContextValue {
  headingLevel: HeadingLevel;
  disabled: boolean;
  open: readonly string[];
  /** Opens an item the browser's find-in-page found a match in. */
  reveal: (value: string) => void;
}

const AccordionContext = createContext<AccordionContextValue>({
  headingLevel: 3,
  disabled: false,
  open: [],
  reveal: () => {},
});

const asList = (value: string | string[] | undefined): string[] =>
  value === undefined || value === '' ? [] : typeof value === 'string' ? [value] : value;

/**
 * Show-and-hide sections (FAQ, tariff details) on radix Accordion: each title is a heading
 * holding a button with `aria-expanded`; arrow keys move between titles, Home / End jump.
 *
 * A closed item's content stays in the page, hidden (`hidden="until-found"` where the browser
 * has it): prerendered HTML and the site search index hold every answer, and the browser's
 * find-in-page reaches into closed items and opens the one it finds a match in.
 */
export function Accordion(props: AccordionProps) {
  const { headingLevel = 3, disabled = false, className, children } = props;
  const multiple = props.type === 'multiple';
  const [own, setOwn] = useState<string[]>(() => asList(props.defaultValue));
  const open = props.value === undefined ? own : asList(props.value);
  const rootClass = className ? `${styles.root} ${className}` : styles.root;

  // radix runs keyboard, focus and aria-expanded; the open items live here, controlled, so the
  // content (rendered by the items themselves, not by radix) knows them too.
  const change = (next: string[]) => {
    if (props.value === undefined) setOwn(next);
    if (props.type === 'multiple') props.onValueChange?.(next);
    else props.onValueChange?.(next[0] ?? '');
  };
  const reveal = (value: string) => {
    if (!open.includes(value)) change(multiple ? [...open, value] : [value]);
  };
  const context = { headingLevel, disabled, open, reveal };

  return (
    <AccordionContext.Provider value={context}>
      {props.type === 'multiple' ? (
        <RadixAccordion.Root
          type="multiple"
          value={open}
          onValueChange={change}
          disabled={disabled}
          className={rootClass}
        >
          {children}
        </RadixAccordion.Root>
      ) : (
        <RadixAccordion.Root
          type="single"
          collapsible={props.collapsible ?? true}
          value={open[0] ?? ''}
          onValueChange={(value) => change(asList(value))}
          disabled={disabled}
          className={rootClass}
        >
          {children}
        </RadixAccordion.Root>
      )}
    </AccordionContext.Provider>
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
  const accordion = useContext(AccordionContext);
  const Heading = `h${accordion.headingLevel}` as const;
  const id = useId();
  const triggerId = `${id}-trigger`;
  const contentId = `${id}-content`;
  const onReveal = () => accordion.reveal(value);
  return (
    <RadixAccordion.Item
      ref={ref}
      value={value}
      disabled={disabled}
      className={className ? `${styles.item} ${className}` : styles.item}
    >
      <RadixAccordion.Header asChild>
        <Heading className={styles.heading}>
          {/* The content is always in the page, so the button always controls it. */}
          <RadixAccordion.Trigger
            id={triggerId}
            aria-controls={contentId}
            className={styles.trigger}
          >
            <span>{title}</span>
            <ChevronDownIcon className={styles.chevron} />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <AccordionPanel
        id={contentId}
        labelledBy={triggerId}
        open={accordion.open.includes(value)}
        // A disabled item cannot be opened, so find-in-page must not open it either.
        findable={!disabled && !accordion.disabled}
        onReveal={onReveal}
      >
        {children}
      </AccordionPanel>
    </RadixAccordion.Item>
  );
});

/** The custom property the open and close animations run the height from and to. */
const HEIGHT = tokenProperty(styles.contentHeight);

/** Whether the browser can hide content from everything but find-in-page. */
function supportsUntilFound(element: HTMLElement): boolean {
  return 'onbeforematch' in element;
}

interface AccordionPanelProps {
  id: string;
  labelledBy: string;
  open: boolean;
  findable: boolean;
  onReveal: () => void;
  children: ReactNode;
}

/**
 * An item's content. It is always rendered; closed, it is `hidden` — `hidden="until-found"` where
 * supported, so find-in-page can match inside it, remove the attribute and fire `beforematch`,
 * which opens the item. Either way closed content is out of the accessibility tree and the tab
 * order. Closing keeps it shown until the closing animation has run (radix's Presence did this).
 */
function AccordionPanel({
  id,
  labelledBy,
  open,
  findable,
  onReveal,
  children,
}: AccordionPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The open state last drawn, to see a change during render; `closing` keeps the content
  // shown while it animates shut; `motion` stays off until the first change, so an item open on
  // page load does not animate.
  const [drawn, setDrawn] = useState(open);
  const [closing, setClosing] = useState(false);
  const [motion, setMotion] = useState(false);
  const [reveals, setReveals] = useState(0);
  if (drawn !== open) {
    setDrawn(open);
    setClosing(!open);
    setMotion(true);
  }
  const hidden = !open && !closing;

  // The height to animate from or to, measured with the animation held, as radix does.
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || !motion || hidden) return;
    const held = node.style.animationName;
    node.style.animationName = 'none';
    node.style.setProperty(HEIGHT, `${node.scrollHeight}px`);
    node.style.animationName = held;
    // No animation to wait for (reduced motion, no styles): hide at once.
    if (closing) {
      const name = node.ownerDocument.defaultView?.getComputedStyle(node).animationName;
      if (!name || name === 'none') setClosing(false);
    }
  }, [open, closing, motion, hidden]);

  // React writes `hidden` as a boolean (`hidden=""`, also in prerendered HTML); where the
  // browser supports it, it becomes `until-found` here. Re-applied after a `beforematch`, which
  // removed it, in case the item did not open (a caller controlling `value` may refuse).
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    if (!hidden) node.removeAttribute('hidden');
    else node.setAttribute('hidden', findable && supportsUntilFound(node) ? 'until-found' : '');
  }, [hidden, findable, reveals]);

  // `onReveal` is a new function each render: the listener calls the latest one, so it is added
  // once for the element rather than again on every render.
  const latestOnReveal = useRef(onReveal);
  useLayoutEffect(() => {
    latestOnReveal.current = onReveal;
  });
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const onBeforeMatch = () => {
      latestOnReveal.current();
      setReveals((count) => count + 1);
    };
    node.addEventListener('beforematch', onBeforeMatch);
    return () => node.removeEventListener('beforematch', onBeforeMatch);
  }, []);

  return (
    <div
      ref={ref}
      id={id}
      role="region"
      aria-labelledby={labelledBy}
      data-state={open ? 'open' : 'closed'}
      data-motion={motion || undefined}
      hidden={hidden}
      className={styles.content}
      onAnimationEnd={(event) => {
        if (event.target === event.currentTarget && !open) setClosing(false);
      }}
    >
      <div className={styles.contentInner}>{children}</div>
    </div>
  );
}
