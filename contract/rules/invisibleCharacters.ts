/**
 * Characters no one types into a form and that make a text read otherwise than it is stored
 * (INVISIBLE_CHARACTERS): control characters, the bidi embedding/override/isolate controls (a
 * «U+202E» in a name turns what follows around, a known way to make a signed contract read
 * otherwise), zero-width characters, and broken UTF-16 (a lone surrogate). A multi-line field
 * keeps its tabs and line breaks. Kazakh letters (ә ғ қ ң ө ұ ү һ і), «», —, № and every other
 * printable character pass; which punctuation a field allows is the forbidden-characters rule's.
 */
const ALWAYS = [
  '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F', // C0 controls but tab, line feed, return
  '\\u007F-\\u009F', // DEL and the C1 controls
  '\\u061C\\u200E\\u200F', // the Arabic letter, left-to-right and right-to-left marks
  '\\u202A-\\u202E', // bidi embeddings and overrides
  '\\u2066-\\u2069', // bidi isolates
  '\\u200B-\\u200D\\u2060-\\u2064\\uFEFF', // zero-width space, (non-)joiners, word joiner, BOM
  '\\u2028\\u2029', // line and paragraph separators
  '\\uFFFE\\uFFFF', // non-characters
].join('');
const LONE_SURROGATE =
  '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';

const MULTI_LINE = new RegExp(`[${ALWAYS}]|${LONE_SURROGATE}`);
const ONE_LINE = new RegExp(`[${ALWAYS}\\t\\n\\r]|${LONE_SURROGATE}`);

/** Whether `text` holds a character of the list above (tab and line breaks too, unless multi-line). */
export function hasInvisibleCharacters(text: string, { multiLine = false } = {}): boolean {
  return (multiLine ? MULTI_LINE : ONE_LINE).test(text);
}

const ONE_LINE_ALL = new RegExp(ONE_LINE.source, 'g');

/**
 * `text` with every character of the list (tab and line breaks included) replaced by a space:
 * for a text a program makes, not a person types — the kiosk's last error, whose message may hold
 * anything — so it passes the rule instead of being refused.
 */
export function withoutInvisibleCharacters(text: string): string {
  return text.replace(ONE_LINE_ALL, ' ');
}
