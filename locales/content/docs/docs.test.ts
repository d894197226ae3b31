import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_DIR, renderAll } from './build.ts';
import { rtfText } from './rtf.ts';

describe('document templates in public/docs', () => {
  const rendered = renderAll();

  it('are exactly what templates.ts renders (run docs/build.ts after editing)', () => {
    for (const { file, content } of rendered) {
      expect(readFileSync(resolve(DOCS_DIR, file), 'utf8'), file).toBe(content);
    }
  });

  it('has no file without a source', () => {
    expect(readdirSync(DOCS_DIR).sort()).toEqual(rendered.map((d) => d.file).sort());
  });

  it('are well-formed RTF with balanced groups', () => {
    for (const { file, content } of rendered.filter((d) => d.file.endsWith('.rtf'))) {
      expect(content.startsWith('{\\rtf1'), file).toBe(true);
      let depth = 0;
      for (let i = 0; i < content.length; i++) {
        if (content[i] === '\\') i++;
        else if (content[i] === '{') depth++;
        else if (content[i] === '}') depth--;
        expect(depth, `${file} at ${i}`).toBeGreaterThanOrEqual(0);
      }
      expect(depth, file).toBe(0);
      expect(
        [...content].some((c) => c.charCodeAt(0) > 127),
        `${file} has raw non-ASCII`,
      ).toBe(false);
    }
  });

  it('carries a bilingual ru/kk title', () => {
    for (const { file, content } of rendered.filter((d) => d.file.endsWith('.rtf'))) {
      expect(content, file).toContain(rtfText(' / '));
      expect(
        /\\u(1241|1179|1201|1199|1110|1171|1187|1257)\?/.test(content),
        `${file} has Kazakh`,
      ).toBe(true);
    }
  });
});

describe('rtfText', () => {
  it('escapes RTF control characters and writes letters as Unicode escapes', () => {
    expect(rtfText('{a}\\')).toBe('\\{a\\}\\\\');
    expect(rtfText('Әб')).toBe('\\u1240?\\u1073?');
    expect(rtfText('№')).toBe('\\u8470?');
  });
});
