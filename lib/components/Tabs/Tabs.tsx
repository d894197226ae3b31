import { Tabs as RadixTabs } from 'radix-ui';
import { createContext, forwardRef, useContext, useState, type ReactNode } from 'react';
import type { Size } from '../../tokens/scales.ts';
import * as styles from './Tabs.css.ts';

export interface TabsProps {
  /** The value of the selected tab (controlled). */
  value?: string;
  /** The tab selected at first (uncontrolled). */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * `automatic` selects a tab as soon as the arrow keys reach it; `manual` waits for Enter or
   * Space (use it when showing a panel is slow, e.g. it loads data).
   * @default 'automatic'
   */
  activationMode?: 'automatic' | 'manual';
  /** @default 'm' */
  size?: Size;
  /** Tabs share the full width equally. @default false */
  stretch?: boolean;
  className?: string;
  children: ReactNode;
}

const TabsLook = createContext<{ size: Size; stretch: boolean }>({ size: 'm', stretch: false });
/** The selected tab, for kept-mounted panels: radix does not hide a `forceMount` panel itself. */
const SelectedTab = createContext<string | undefined>(undefined);

/**
 * Tabs that switch panels on one page (WAI-ARIA tabs on radix): one Tab stop, arrow keys move
 * between tabs, Home / End jump to the first / last. For tabs that switch routes use `TabNav`.
 */
export function Tabs({
  value,
  defaultValue,
  onValueChange,
  activationMode = 'automatic',
  size = 'm',
  stretch = false,
  className,
  children,
}: TabsProps) {
  // Radix runs controlled by us either way, so kept-mounted panels know which tab is selected.
  const [own, setOwn] = useState(defaultValue);
  const selected = value ?? own;
  return (
    <TabsLook.Provider value={{ size, stretch }}>
      <SelectedTab.Provider value={selected}>
        <RadixTabs.Root
          value={selected}
          onValueChange={(next) => {
            setOwn(next);
            onValueChange?.(next);
          }}
          activationMode={activationMode}
          className={className}
        >
          {children}
        </RadixTabs.Root>
      </SelectedTab.Provider>
    </TabsLook.Provider>
  );
}

export interface TabListProps {
  /** Names the tab list for screen readers when no visible heading does (`aria-labelledby`). */
  label?: string;
  'aria-labelledby'?: string;
  /** Arrow keys wrap from the last tab to the first. @default true */
  loop?: boolean;
  className?: string;
  children: ReactNode;
}

export const TabList = forwardRef<HTMLDivElement, TabListProps>(function TabList(
  { label, loop = true, className, children, ...rest },
  ref,
) {
  const classes = styles.list;
  return (
    <RadixTabs.List
      ref={ref}
      loop={loop}
      aria-label={label}
      aria-labelledby={rest['aria-labelledby']}
      className={className ? `${classes} ${className}` : classes}
    >
      {children}
    </RadixTabs.List>
  );
});

export interface TabProps {
  /** Ties the tab to the `TabPanel` with the same value. */
  value: string;
  /** Unavailable: skipped by the arrow keys. @default false */
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

export const Tab = forwardRef<HTMLButtonElement, TabProps>(function Tab(
  { value, disabled = false, className, children },
  ref,
) {
  const { size, stretch } = useContext(TabsLook);
  const classes = styles.tab({ size, stretch });
  return (
    <RadixTabs.Trigger
      ref={ref}
      value={value}
      disabled={disabled}
      className={className ? `${classes} ${className}` : classes}
    >
      {children}
    </RadixTabs.Trigger>
  );
});

export interface TabPanelProps {
  value: string;
  /**
   * Keeps the panel in the DOM while hidden (its state survives switching, e.g. a half-filled
   * form). @default false
   */
  keepMounted?: boolean;
  className?: string;
  children: ReactNode;
}

/** A tab's panel: labelled by its tab and focusable, so Tab from the tab list lands in it. */
export const TabPanel = forwardRef<HTMLDivElement, TabPanelProps>(function TabPanel(
  { value, keepMounted = false, className, children },
  ref,
) {
  const selected = useContext(SelectedTab);
  return (
    <RadixTabs.Content
      ref={ref}
      value={value}
      forceMount={keepMounted || undefined}
      // With `forceMount` radix leaves an unselected panel visible: hide it, so only its state
      // stays (and its text stays in prerendered HTML). Without it radix hides it itself.
      {...(keepMounted ? { hidden: value !== selected } : {})}
      className={className ? `${styles.panel} ${className}` : styles.panel}
    >
      {children}
    </RadixTabs.Content>
  );
});
