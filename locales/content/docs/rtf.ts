/**
 * A small RTF writer for the downloadable templates: paragraphs, headings, bold runs, alignment.
 * Word, LibreOffice and WordPad open the result; every non-ASCII character is written as an RTF
 * Unicode escape (`\uN?`), so the Cyrillic and Kazakh letters survive any code page.
 */
export type DocBlock =
  | string
  | { kind: 'heading'; text: string }
  | { kind: 'right'; lines: readonly string[] }
  | { kind: 'center'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'blank'; lines: number }
  | { kind: 'signature'; lines: readonly string[] };

/** Escapes text for RTF: control characters, then every code point above ASCII. */
export function rtfText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\\' || char === '{' || char === '}') out += `\\${char}`;
    else if (char === '\n') out += '\\line ';
    else if (code < 128) out += char;
    else if (code <= 0xffff) out += `\\u${code > 0x7fff ? code - 0x10000 : code}?`;
    else {
      // Astral characters go as a UTF-16 surrogate pair, each half escaped.
      const high = Math.floor((code - 0x10000) / 0x400) + 0xd800;
      const low = ((code - 0x10000) % 0x400) + 0xdc00;
      out += `\\u${high - 0x10000}?\\u${low - 0x10000}?`;
    }
  }
  return out;
}

/** `**bold**` runs inside a paragraph. */
function inline(text: string): string {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .map((part) =>
      part.startsWith('**') && part.endsWith('**')
        ? `{\\b ${rtfText(part.slice(2, -2))}}`
        : rtfText(part),
    )
    .join('');
}

function block(b: DocBlock): string {
  if (typeof b === 'string') return `\\pard\\ql\\sa120 ${inline(b)}\\par\n`;
  switch (b.kind) {
    case 'heading':
      return `\\pard\\qc\\sb240\\sa240{\\b\\fs26 ${rtfText(b.text)}}\\par\n`;
    case 'center':
      return `\\pard\\qc\\sa120 ${inline(b.text)}\\par\n`;
    case 'right':
      return b.lines.map((line) => `\\pard\\qr\\sa60 ${inline(line)}\\par\n`).join('');
    case 'list':
      return b.items
        .map((item, i) => `\\pard\\ql\\li360\\fi-360\\sa60 ${i + 1}.\\tab ${inline(item)}\\par\n`)
        .join('');
    case 'blank':
      return '\\pard\\par\n'.repeat(b.lines);
    case 'signature':
      return b.lines.map((line) => `\\pard\\ql\\sb120 ${inline(line)}\\par\n`).join('');
  }
}

/** A whole RTF document: Arial 11 pt, A4 margins of 2 cm. */
export function renderRtf(blocks: readonly DocBlock[]): string {
  return (
    '{\\rtf1\\ansi\\ansicpg1251\\deff0\\uc1\n' +
    '{\\fonttbl{\\f0\\fswiss\\fcharset204 Arial;}}\n' +
    '\\paperw11906\\paperh16838\\margl1134\\margr1134\\margt1134\\margb1134\n' +
    '\\f0\\fs22\n' +
    blocks.map(block).join('') +
    '}\n'
  );
}
