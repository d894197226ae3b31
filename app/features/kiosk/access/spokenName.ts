import { computeAccessibleName, getRole } from 'dom-accessibility-api';
import type { SpeechWords } from './speechWords.ts';

type RoleWords = SpeechWords['roles'];

const ROLE_WORDS: Record<string, keyof RoleWords> = {
  link: 'link',
  button: 'button',
  textbox: 'textbox',
  searchbox: 'textbox',
  checkbox: 'checkbox',
  combobox: 'combobox',
  option: 'option',
  radio: 'radio',
};

/**
 * What the speech output says for a focused element, as a screen reader would: its accessible
 * name (WAI-ARIA's algorithm, `dom-accessibility-api`), its kind and its state — «Главная,
 * ссылка, текущая», «Согласен на обработку данных, флажок, не отмечен». Empty for an element with
 * nothing to say (a focused container).
 */
export function spokenName(element: Element, words: RoleWords): string {
  const name = computeAccessibleName(element).trim();
  if (!name) return '';
  const role = getRole(element) ?? '';
  const parts = [name];
  const kind = ROLE_WORDS[role];
  if (kind) parts.push(words[kind]);
  const checked =
    element instanceof HTMLInputElement && (role === 'checkbox' || role === 'radio')
      ? element.checked
      : element.getAttribute('aria-checked') === null
        ? null
        : element.getAttribute('aria-checked') === 'true';
  if (checked !== null) parts.push(checked ? words.checked : words.notChecked);
  if (element.getAttribute('aria-pressed') === 'true') parts.push(words.pressed);
  const current = element.getAttribute('aria-current');
  if (current && current !== 'false') parts.push(words.current);
  if (element.getAttribute('aria-invalid') === 'true') parts.push(words.invalid);
  if (element.hasAttribute('required') || element.getAttribute('aria-required') === 'true') {
    parts.push(words.required);
  }
  return parts.join(', ');
}
