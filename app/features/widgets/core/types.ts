import type { ErrorCode } from '../../../../contract/errors.ts';
import type { ProductSlug } from '../../../../contract/domain.ts';
import type { Locale } from '../../../../contract/locale.ts';
import type { ApiClient } from '../../api/index.ts';

/** Which widget an event came from. */
export type WidgetName = 'consultation' | 'handset-offer' | 'address-check';

/**
 * What a widget tells its host (the site page, or the embed element that re-dispatches it as a
 * DOM event). Events never carry personal data: no phone, BIN, name or address.
 *
 * - `submit`: a step was sent to the backend (`step` names it: `form`, `sms`, `check`, `lead`,
 *   `address`).
 * - `result`: a check answered (handset eligibility, address coverage); nothing was created.
 * - `success`: a request was created; `requestId` is its id in the CRM.
 * - `error`: a call failed and the widget shows `message` (catalogue words, in the widget's
 *   language). Client-side validation before any call does not emit it.
 */
export type WidgetEvent =
  | { type: 'submit'; widget: WidgetName; step: string }
  | { type: 'result'; widget: WidgetName; outcome: WidgetOutcome }
  | { type: 'success'; widget: WidgetName; requestId: string }
  | { type: 'error'; widget: WidgetName; step: string; code: ErrorCode; message: string };

/** `offerEnded` / `offerUpcoming`: the handset check answered outside the offer's period. */
export type WidgetOutcome =
  'eligible' | 'notEligible' | 'offerEnded' | 'offerUpcoming' | 'covered' | 'notCovered' | 'manual';

/** The props every widget takes, on the site and inside the embed element alike. */
export interface WidgetBaseProps {
  /** The widget's language; every word and every backend message follows it. */
  locale: Locale;
  /** The API client the widget calls (the site's, or the embed's own for its `api-base`). */
  api: ApiClient;
  /** Lifecycle events (see `WidgetEvent`). */
  onEvent?: (event: WidgetEvent) => void;
  /**
   * Where an overlay would be portalled (a node inside the embed's shadow root). The widgets show
   * every step inline and open no overlay or popover today, so nothing is portalled; the prop is
   * part of the contract so a future overlay stays inside the host element.
   */
  portalContainer?: Element;
  /** Level of the widget's title; its steps' titles are one level lower. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /**
   * The id of the host's own heading that names the widget (a page section already titled «Подберём
   * решение для вас» with its own lead text): the widget then shows neither title nor description,
   * and its steps' headings start one level under `headingLevel`.
   */
  labelledBy?: string;
  /**
   * Moves focus to the widget's title when it mounts: for a host that shows the widget in place
   * of what the visitor was on (a flow's next step). @default false
   */
  focusOnMount?: boolean;
  className?: string;
}

/** Product pages that can host the consultation form (the any-device page has its own call). */
export type WidgetProduct = ProductSlug;

/** A `WidgetEvent` before the widget's name is stamped on it. */
export type WidgetEventInput = WidgetEvent extends infer E
  ? E extends WidgetEvent
    ? Omit<E, 'widget'>
    : never
  : never;

/** Stamps the widget's name on its events and hands them to the host. */
export function emitterFor(
  widget: WidgetName,
  onEvent: ((event: WidgetEvent) => void) | undefined,
): (event: WidgetEventInput) => void {
  return (event) => onEvent?.({ ...event, widget } as WidgetEvent);
}
