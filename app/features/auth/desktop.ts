/**
 * A phone-sized or touch-only screen. The cabinet and online connection are meant for a computer:
 * documents are signed with an EDS (§1, §2.18). /auth, a card's link into a wizard and the public
 * flows' «Продолжить» read it the same way.
 */
export const PHONE_QUERY = '(max-width: 767px), (hover: none) and (pointer: coarse)';

/** Whether this screen is a phone's (false where there is no window: the prerender). */
export function onPhone(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(PHONE_QUERY).matches === true;
}
