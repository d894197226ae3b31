/** The id of the `<script type="application/json">` holding a prerendered page's data. */
export const PAGE_DATA_ID = 'page-data';

/** JSON that is safe inside a `<script>` element (no `</script>`, no HTML comment openers). */
export function serializePageData(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
