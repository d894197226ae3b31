/**
 * A build patch to react-aria's `createEventHandler` (behind `useKeyboard`: every key a react-aria
 * control handles — a combobox's arrows, Enter and Escape, a select's type-ahead), for the builds
 * that run on preact/compat (`preactCompat.ts`).
 *
 * It copies the event with `{...e}` before handing it on. React hands it a synthetic event whose
 * fields (`key`, `shiftKey`, `target`…) are the object's own; Preact hands it the browser's event,
 * whose fields are getters of its prototype, which a spread does not copy: every handler read
 * `event.key` as undefined, and no key did anything. The patch copies a browser event's fields by
 * reading them (methods bound to the event); anything else is spread as before. The build fails if
 * react-aria's code changes (see guardedPatch.ts).
 */
import type { Plugin } from 'vite';
import { guardedPatch } from './guardedPatch.ts';

export const EVENT_HANDLER_MODULE =
  /[\\/]react-aria[\\/]dist[\\/]private[\\/]interactions[\\/]createEventHandler\.mjs$/;

const FIELDS = `function __bizEventFields(e) {
  if (typeof Event === 'undefined' || !(e instanceof Event)) return e;
  var fields = {};
  for (var key in e) {
    var value = e[key];
    fields[key] = typeof value === 'function' ? value.bind(e) : value;
  }
  return fields;
}
`;

export function reactAriaNativeEvents(): Plugin[] {
  return [
    guardedPatch({
      name: 'biz-react-aria-native-events',
      apply: 'build',
      module: EVENT_HANDLER_MODULE,
      find: /let event = \{\n(\s*)\.\.\.e,/,
      replace: 'let event = {\n$1...__bizEventFields(e),',
      what: 'createEventHandler',
      changed: 'the build no longer knows how to hand Preact’s events to react-aria’s key handlers',
    }),
    guardedPatch({
      name: 'biz-react-aria-native-events-helper',
      apply: 'build',
      module: EVENT_HANDLER_MODULE,
      find: /^/,
      replace: FIELDS,
      what: 'createEventHandler',
      changed: 'unreachable: every module has a start',
    }),
  ];
}
