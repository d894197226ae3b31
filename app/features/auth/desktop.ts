/**
 * A phone-sized or touch-only screen: where the §2.18 notice (`PhoneNotice`, on /auth and at the
 * signing step) says what works on a phone and what needs a computer.
 */
export const PHONE_QUERY = '(max-width: 767px), (hover: none) and (pointer: coarse)';

/** Whether this screen is a phone's (false where there is no window: the prerender). */
export function onPhone(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(PHONE_QUERY).matches === true;
}
