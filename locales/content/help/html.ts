/**
 * Builds content HTML from readable pieces. The output must be what DOMPurify serialises back
 * unchanged (see `sanitize.test.ts`), so these helpers add no whitespace between tags.
 */
export const html = (...parts: readonly string[]): string => parts.join('');

/** A bulleted list of plain-text or inline-HTML items. */
export const ul = (...items: readonly string[]): string =>
  `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

/** A numbered list. */
export const ol = (...items: readonly string[]): string =>
  `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;

/** A link to a downloadable template in `public/docs/`, with its format in brackets. */
export const docLink = (file: string, label: string): string => {
  const format = file.split('.').pop()?.toUpperCase() ?? '';
  return `<a href="/docs/${file}">${label}</a> (${format})`;
};

/** A two-column table with a caption: row headers on the left. */
export const table = (
  caption: string,
  head: readonly [string, string],
  rows: readonly (readonly [string, string])[],
): string =>
  `<table><caption>${caption}</caption><thead><tr><th scope="col">${head[0]}</th><th scope="col">${head[1]}</th></tr></thead><tbody>${rows
    .map(([header, cell]) => `<tr><th scope="row">${header}</th><td>${cell}</td></tr>`)
    .join('')}</tbody></table>`;
