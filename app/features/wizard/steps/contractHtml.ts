import DOMPurify from 'dompurify';

/**
 * What the contract may bring into the page: its text structure and label / value tables. No
 * styles, scripts, images, links, forms or attributes beyond table structure — the backend's
 * HTML is never trusted.
 */
const CONTRACT_POLICY = {
  ALLOWED_TAGS: [
    'h1', 'h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i',
    'table', 'caption', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  ALLOWED_ATTR: ['scope', 'colspan', 'rowspan'],
}; // prettier-ignore

/**
 * The contract document (a whole HTML file, `contract-document`) as markup for the page: only
 * its body, sanitised by DOMPurify, its headings moved under the step's own (its h1 becomes an
 * h3 under the step's h2, and so on), so the page keeps one h1 and an unbroken outline.
 */
export function contractHtml(file: string, topLevel: 3 | 4 = 3): string {
  // Parsed first in a <template> (inert): a string handed to DOMPurify goes through DOMParser,
  // where Chromium reports the file's own <style> as a CSP violation of the page. What can never
  // stay is dropped before DOMPurify sees the rest.
  const template = document.createElement('template');
  template.innerHTML = file;
  for (const node of template.content.querySelectorAll('style, script, title, meta, link')) {
    node.remove();
  }
  const fragment = DOMPurify.sanitize(template.content, {
    ...CONTRACT_POLICY,
    RETURN_DOM_FRAGMENT: true,
  });
  const shift = topLevel - 1;
  for (const heading of [...fragment.querySelectorAll('h1, h2, h3, h4')]) {
    const level = Math.min(6, Number(heading.tagName.slice(1)) + shift);
    const moved = heading.ownerDocument.createElement(`h${level}`);
    moved.append(...heading.childNodes);
    heading.replaceWith(moved);
  }
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
