import { describe, expect, it } from 'vitest';
import { contractHtml } from './contractHtml.ts';

const FILE = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>Договор № IN-1</title>
<style>body{color:red}</style><script>window.hacked = true</script></head>
<body><h1>Договор № IN-1</h1><p onclick="steal()">Текст <a href="javascript:x()">ссылка</a></p>
<h2>2. Абонент</h2><table><tr><th scope="row" style="color:red">БИН</th><td>180440000128</td></tr></table>
<img src=x onerror="steal()"><iframe src="https://evil.example"></iframe></body></html>`;

describe('contractHtml', () => {
  it('keeps the body text and tables, nothing that runs or styles', () => {
    const html = contractHtml(FILE);
    expect(html).toContain('180440000128');
    expect(html).toContain('<th scope="row">БИН</th>');
    expect(html).not.toMatch(/script|onclick|onerror|style|iframe|<img|<a |javascript|<title/i);
  });

  it('moves the headings under the step heading: h1 → h3, h2 → h4', () => {
    const html = contractHtml(FILE);
    expect(html).toContain('<h3>Договор № IN-1</h3>');
    expect(html).toContain('<h4>2. Абонент</h4>');
    expect(html).not.toMatch(/<h[12][ >]/);
  });
});
