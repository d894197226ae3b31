import { usePreventScroll } from 'react-aria';

/**
 * Keeps the page behind a modal (a dialog, the menu drawer) from scrolling while `locked`.
 *
 * Radix's own lock (react-remove-scroll, in `Dialog.Overlay`) writes a `<style>` element into the
 * page, which a Content-Security-Policy without 'unsafe-inline' styles refuses (the site's,
 * docs/deployment.md) — the page behind went on scrolling and the console logged a violation. So
 * the kit's modals render their backdrop themselves and lock scrolling with react-aria's
 * `usePreventScroll`: inline styles on `<html>` (`overflow: hidden`, the scrollbar's gutter kept),
 * which no policy governs, and on iOS Safari its touch handling, whose one fixed `<style>` the
 * policy lets in by hash. Nested modals share one lock.
 */
export function useScrollLock(locked: boolean): void {
  usePreventScroll({ isDisabled: !locked });
}
