/**
 * A step of `npm run build`: the OpenAPI 3.1 document of the API, written to `dist/openapi.json`
 * for the operator's backend team to take without running anything (docs/contract.md).
 *
 * It is the document `/api/openapi.json` serves, byte for byte: made by the same function
 * (`openApiDocument`) from the same route modules (`callModules`), at the contract's version
 * (`contract/version.ts`, not the package's), and serialised as the route's `c.json` does (`scripts/openapi.test.ts` holds
 * the two equal). It is written beside `dist/site`, not into it: a file at `dist/site/api/…`
 * would be copied to any static host or CDN serving the site (docs/deployment.md) and answer
 * there in place of the backend's own route, and `npm start` would never serve it anyway (the
 * API's routes answer `/api/*` before the static files).
 *
 *   node --import tsx scripts/openapi.ts [file]     (default dist/openapi.json)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { callModules } from '../server/app.ts';
import { openApiDocument } from '../server/http/openapi.ts';
import { devHandlers } from '../server/handlers/dev.ts';
import { CONTRACT_VERSION } from '../contract/version.ts';

/**
 * The document as `/api/openapi.json` answers it (no kiosk build: the fleet's routes are the
 * same; the health call's version is its answer's, not the document's).
 */
export function openApiText(): string {
  const modules = callModules({ version: 'build', kioskVersion: null });
  return JSON.stringify(openApiDocument(modules));
}

/**
 * The developer API's routes (DEV_API=1, `DEV_CALLS`) described the same way: never written by
 * the build nor served — they are not the contract — but held to its coverage
 * (`scripts/contract-coverage.test.ts`; `contract-coverage.ts --dev` prints it).
 */
export function devOpenApiText(): string {
  return JSON.stringify(openApiDocument([devHandlers]));
}

/** Writes the document to `file`; returns its size in bytes. */
export function writeOpenApi(file: string): number {
  const text = openApiText();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return Buffer.byteLength(text);
}

if (import.meta.filename === process.argv[1]) {
  const file = resolve(process.argv[2] ?? 'dist/openapi.json');
  const bytes = writeOpenApi(file);
  console.log(`openapi: ${file} (${(bytes / 1024).toFixed(1)} KB, version ${CONTRACT_VERSION})`);
}
