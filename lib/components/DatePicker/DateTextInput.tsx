import {
  forwardRef,
  useRef,
  type ChangeEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
} from 'react';
import { hasForeignCharacters, maskDateText, readInsertedText, type DateMode } from './dateText.ts';

export interface DateTextInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange'
> {
  value: string;
  mode: DateMode;
  onTextChange: (text: string) => void;
  /** Alt+ArrowDown, the usual key for opening a field's popup. */
  onOpenCalendar?: () => void;
  /**
   * Text was pasted or dropped that is no date in our format («21 ноября 2026»); the field keeps
   * it as it came, and the picker says «Неверный формат даты».
   */
  onUnreadableInput?: () => void;
}

/** Input that brings text whole rather than key by key. */
const WHOLE_TEXT = new Set(['insertFromPaste', 'insertFromDrop', 'insertReplacementText']);

/**
 * A plain text input for dd.mm.yyyy: numeric keyboard on phones, dots put in as the user types,
 * the caret kept after the digit it was after. The calendar is never the only way in.
 */
export const DateTextInput = forwardRef<HTMLInputElement, DateTextInputProps>(
  function DateTextInput(
    { value, mode, onTextChange, onOpenCalendar, onUnreadableInput, onKeyDown, ...rest },
    ref,
  ) {
    // The caret before an edit, to put back when the edit is refused.
    const lastCaret = useRef(value.length);

    const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.currentTarget;
      const raw = input.value;
      const caret = input.selectionStart ?? raw.length;
      const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
      // Pasted or dropped text is read whole: masked when it is a date, else kept as it came.
      if (WHOLE_TEXT.has(inputType)) {
        const read = readInsertedText(raw, caret, mode);
        lastCaret.current = read.caret;
        input.value = read.text;
        input.setSelectionRange(read.caret, read.caret);
        if (read.text !== value) onTextChange(read.text);
        if (read.unreadable) onUnreadableInput?.();
        return;
      }
      // Pasted letters are still there: the user is fixing it by hand. No mask until they are
      // gone, or deleting «ноября» from «21 ноября 2026» would regroup it into «21.20.26».
      if (hasForeignCharacters(value)) {
        lastCaret.current = caret;
        onTextChange(raw);
        return;
      }
      const masked = maskDateText(raw, caret, mode);
      // The DOM is set here, in the event, so React's re-render finds it already right and the
      // caret does not jump to the end.
      if (masked === null) {
        input.value = value;
        input.setSelectionRange(lastCaret.current, lastCaret.current);
        return;
      }
      input.value = masked.text;
      input.setSelectionRange(masked.caret, masked.caret);
      lastCaret.current = masked.caret;
      if (masked.text !== value) onTextChange(masked.text);
    };

    const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      onKeyDown?.(event);
      if (event.defaultPrevented) return;
      if (event.altKey && event.key === 'ArrowDown' && onOpenCalendar) {
        event.preventDefault();
        onOpenCalendar();
        return;
      }
      lastCaret.current = event.currentTarget.selectionStart ?? value.length;
    };

    return (
      <input
        ref={ref}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        {...rest}
        value={value}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
      />
    );
  },
);
