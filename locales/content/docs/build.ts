/**
 * Writes the document templates to `public/docs/`. Run after editing `templates.ts`:
 *   node --import tsx locales/content/docs/build.ts
 * `docs.test.ts` checks that the committed files match.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderRtf } from './rtf.ts';
import { DOC_TEMPLATES, PAYMENT_REGISTRY } from './templates.ts';

export const DOCS_DIR = resolve(import.meta.dirname, '../../../public/docs');

/** Every file of `public/docs/` with its exact content. */
export function renderAll(): { file: string; content: string }[] {
  return [
    ...DOC_TEMPLATES.map(({ file, blocks }) => ({ file, content: renderRtf(blocks) })),
    { file: PAYMENT_REGISTRY.file, content: PAYMENT_REGISTRY.content },
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  mkdirSync(DOCS_DIR, { recursive: true });
  for (const { file, content } of renderAll()) writeFileSync(resolve(DOCS_DIR, file), content);
  console.log(`wrote ${renderAll().length} files to ${DOCS_DIR}`);
}
