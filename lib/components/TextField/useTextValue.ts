import { useState, type ChangeEvent } from 'react';
import { useKitLocale } from '../../i18n/index.ts';
import {
  forbiddenCharactersHint,
  forbiddenCharactersMessage,
  forbiddenSet,
  type ForbiddenCharactersOption,
} from './forbiddenCharacters.ts';

interface Options {
  value?: string | number | readonly string[];
  defaultValue?: string | number | readonly string[];
  onChange?: (value: string) => void;
  forbiddenCharacters?: ForbiddenCharactersOption;
}

/**
 * Follows a text control's current value whether the caller controls it or not (the input stays
 * uncontrolled then), and derives the forbidden-characters message from it, and the hint that
 * names the list before anyone types.
 */
export function useTextValue<E extends HTMLInputElement | HTMLTextAreaElement>({
  value,
  defaultValue,
  onChange,
  forbiddenCharacters,
}: Options) {
  const locale = useKitLocale();
  const [typed, setTyped] = useState(() => String(defaultValue ?? ''));
  const current = value !== undefined ? String(value) : typed;
  const set = forbiddenSet(forbiddenCharacters);
  const forbiddenMessage = set ? forbiddenCharactersMessage(current, locale, set) : null;
  const forbiddenHint = forbiddenCharactersHint(forbiddenCharacters, locale);

  const handleChange = (event: ChangeEvent<E>) => {
    if (value === undefined) setTyped(event.currentTarget.value);
    onChange?.(event.currentTarget.value);
  };
  return { current, forbiddenMessage, forbiddenHint, handleChange };
}
