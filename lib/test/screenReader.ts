import { virtual } from '@guidepup/virtual-screen-reader';
import { act } from '@testing-library/react';

/*
 * What a screen reader says, from @guidepup/virtual-screen-reader: it builds the accessibility
 * tree of the jsdom DOM by the W3C mappings (accname, html-aam, wai-aria), follows focus the way
 * NVDA and VoiceOver do, and logs live-region changes as «polite: …» / «assertive: …». Phrases
 * are «role, name, description, states», e.g. «textbox, Телефон, Формат: +7 …, invalid,
 * required». It is no substitute for a real screen reader, but it fails when a label, a hint or an
 * error stops being tied to its control, or an announcement stops being made.
 */

/** What is said when `element` (inside `container`) receives focus: its role, name, description and states. */
export async function spokenOnFocus(container: Element, element: HTMLElement): Promise<string> {
  // Focus arriving is what makes a reader speak: an element that already has it is left first.
  if (element.ownerDocument.activeElement === element) act(() => element.blur());
  await virtual.start({ container });
  try {
    act(() => element.focus());
    return (await virtual.lastSpokenPhrase()) ?? '';
  } finally {
    await virtual.stop();
  }
}

/**
 * What is said while `action` runs (a click, typing, a timer moving): focus moves and live-region
 * announcements, in order. What the reader said on starting is left out.
 */
export async function spokenDuring(
  container: Element,
  action: () => Promise<void> | void,
): Promise<string[]> {
  await virtual.start({ container });
  try {
    const before = (await virtual.spokenPhraseLog()).length;
    await action();
    return (await virtual.spokenPhraseLog()).slice(before);
  } finally {
    await virtual.stop();
  }
}

/** Everything read going through `container` from top to bottom with the reader's «next». */
export async function spokenReadingThrough(container: Element, steps = 60): Promise<string[]> {
  await virtual.start({ container });
  try {
    for (let step = 0; step < steps; step++) {
      const log = await virtual.spokenPhraseLog();
      await virtual.next();
      if ((await virtual.spokenPhraseLog()).length === log.length) break;
    }
    return await virtual.spokenPhraseLog();
  } finally {
    await virtual.stop();
  }
}
