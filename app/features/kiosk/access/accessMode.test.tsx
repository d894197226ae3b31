import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { wipeVisitor } from '../idle/reset.ts';
import {
  ACCESS_KEY,
  isAccessShortcut,
  setAccessMode,
  takeGreeting,
  useAccessMode,
} from './accessMode.ts';

const key = (init: KeyboardEventInit, target: Element = document.body) => {
  const event = new KeyboardEvent('keydown', { ...init, bubbles: true });
  Object.defineProperty(event, 'target', { value: target });
  return event;
};

describe('the accessibility mode', () => {
  afterEach(() => {
    setAccessMode(false);
    takeGreeting();
    localStorage.clear();
  });

  it('is off until turned on, kept for the visit, and gone with the idle reset', () => {
    const { result } = renderHook(() => useAccessMode());
    expect(result.current).toBe(false);
    act(() => setAccessMode(true));
    expect(result.current).toBe(true);
    expect(localStorage.getItem(ACCESS_KEY)).toBe('1');
    expect(takeGreeting()).toBe(true);
    expect(takeGreeting()).toBe(false);
    // The next page of the visit reads it; the reset wipes it.
    expect(renderHook(() => useAccessMode()).result.current).toBe(true);
    wipeVisitor(localStorage, sessionStorage);
    expect(renderHook(() => useAccessMode()).result.current).toBe(false);
  });

  it('answers the keypad’s * outside text fields only', () => {
    const input = document.createElement('input');
    document.body.append(input);
    expect(isAccessShortcut(key({ key: '*' }))).toBe(true);
    expect(isAccessShortcut(key({ key: '*' }, input))).toBe(false);
    expect(isAccessShortcut(key({ key: '*', ctrlKey: true }))).toBe(false);
    expect(isAccessShortcut(key({ key: '8' }))).toBe(false);
    input.remove();
  });
});
