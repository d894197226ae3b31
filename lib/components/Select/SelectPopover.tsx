import { useContext, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Overlay, usePopover } from 'react-aria';
import {
  ButtonContext,
  type OverlayTriggerState,
  type Placement,
  LabelContext,
  OverlayTriggerStateContext,
  PopoverContext,
  Provider,
  TextContext,
  useContextProps,
} from 'react-aria-components';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { useOverlayTheme } from '../../tokens/overlayTheme.ts';

interface SelectPopoverProps {
  /** The element the popover lines up with and takes its minimum width from. */
  triggerRef: RefObject<HTMLElement | null>;
  /** Where to portal the popover (a node inside the embed's shadow root). @default document.body */
  portalContainer?: Element;
  /** The name of the hidden dismiss buttons screen-reader users find at both ends. */
  dismissLabel: string;
  className?: string;
  children: ReactNode;
}

/** What react-aria-components' Select hands its popover through `PopoverContext`. */
interface FromSelect {
  scrollRef?: RefObject<HTMLElement | null>;
  placement?: Placement;
  'aria-labelledby'?: string;
}

/**
 * The Select's popover. It does what react-aria-components' `Popover` does for a Select (position,
 * outside press and Escape close it, focus kept inside and given back, the rest of the page inert)
 * but names its hidden dismiss buttons in our language: react-aria's own say "Dismiss" in Kazakh.
 */
export function SelectPopover(props: SelectPopoverProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [merged, popoverRef] = useContextProps(props, ref, PopoverContext);
  const state = useContext(OverlayTriggerStateContext);
  // The Select first renders its content in a hidden tree, outside its providers, to collect the
  // options; there the popover's children must render for the options to be found.
  if (!state) return <>{props.children}</>;
  if (!state.isOpen) return null;
  return (
    <PopoverInner
      {...(merged as SelectPopoverProps & FromSelect)}
      state={state}
      // PopoverContext is typed for any element; ours is always this component's div.
      popoverRef={popoverRef as RefObject<HTMLDivElement | null>}
    />
  );
}

function PopoverInner({
  triggerRef,
  portalContainer,
  dismissLabel,
  className,
  children,
  scrollRef,
  placement = 'bottom start',
  'aria-labelledby': labelledBy,
  state,
  popoverRef,
}: SelectPopoverProps &
  FromSelect & { state: OverlayTriggerState; popoverRef: RefObject<HTMLDivElement | null> }) {
  const groupRef = useRef<HTMLDivElement>(null);
  // Portalled out of the control's themed subtree: keep its theme (the kiosk's taller rows).
  const theme = useOverlayTheme(true, triggerRef, portalContainer);
  const {
    popoverProps,
    underlayProps,
    placement: actualPlacement,
  } = usePopover(
    { triggerRef, popoverRef, groupRef, scrollRef, placement, offset: 4, shouldFlip: true },
    state,
  );

  // The popover is at least as wide as the control. It is portalled, so CSS cannot see the
  // control's width; keep a custom property in step with it instead.
  useLayoutEffect(() => {
    const popover = popoverRef.current;
    if (!popover) return;
    let observer: ResizeObserver | undefined;
    let frame = 0;
    const update = () => {
      const trigger = triggerRef.current;
      if (trigger)
        popover.style.setProperty('--trigger-width', `${trigger.getBoundingClientRect().width}px`);
    };
    const start = () => {
      update();
      if (triggerRef.current && typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(update);
        observer.observe(triggerRef.current);
      }
    };
    // Open on first render (defaultOpen), this effect runs before the control's own ref is set:
    // children's layout effects come first. Then wait a frame.
    if (triggerRef.current) start();
    else frame = requestAnimationFrame(start);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [triggerRef, popoverRef]);

  const dismiss = (
    <button
      type="button"
      tabIndex={-1}
      className={visuallyHidden}
      aria-label={dismissLabel}
      onClick={() => state.close()}
    />
  );

  return (
    <Overlay portalContainer={portalContainer} shouldContainFocus>
      <div {...underlayProps} style={{ position: 'fixed', inset: 0 }} />
      <div ref={groupRef} style={{ display: 'contents' }}>
        <div
          {...popoverProps}
          ref={popoverRef}
          role="dialog"
          tabIndex={-1}
          aria-labelledby={labelledBy}
          className={[theme, className].filter(Boolean).join(' ') || undefined}
          data-placement={actualPlacement ?? undefined}
        >
          {dismiss}
          {/* The Select's trigger, label and text slots must not leak into the popover's parts. */}
          <Provider
            values={[
              [ButtonContext, null],
              [LabelContext, null],
              [TextContext, null],
              [PopoverContext, null],
            ]}
          >
            {children}
          </Provider>
          {dismiss}
        </div>
      </div>
    </Overlay>
  );
}
