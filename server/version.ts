import { readFileSync } from 'node:fs';

/**
 * The product's version (package.json): what health answers and what the OpenAPI document
 * carries, read the same way where the server runs and where the build writes the document.
 */
export const PACKAGE_VERSION: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;
