/**
 * `npm run contract`: writes `contract/callTable.ts`, the client's run-time view of every call
 * declared in `contract/calls/` (method, path, session, embed), so the site's pages import no
 * zod. `contract/callTable.test.ts` fails while the file is not what this script writes.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { CALLS, isSiteCall } from '../contract/calls/index.ts';

export const CALL_TABLE_FILE = fileURLToPath(new URL('../contract/callTable.ts', import.meta.url));

export async function callTableModule(): Promise<string> {
  // The staff's calls (the kiosk fleet's, `staff: true`) and the eGov app's (`egovApp: true`) are
  // never the site's: left out, so no page carries their rows (the backend and the tests read the
  // declarations themselves).
  const siteCalls = Object.entries(CALLS).filter(([, call]) => isSiteCall(call));
  const rows = siteCalls.map(
    ([key, call]) =>
      `  ${key}: { method: '${call.method}', path: '${call.path}', auth: ${call.auth}, embed: ${call.embed}${
        'produces' in call ? `, produces: '${call.produces}'` : ''
      } },`,
  );
  const source = `/**
 * Generated from the declarations of \`contract/calls/\` by \`npm run contract\`: do not edit.
 * The site's run-time view of every call — method, path, whether it needs the session, whether
 * the embed widgets call it, the media type of a file answer — without zod, so a page carries
 * none (docs/contract.md).
 */
export const CALL_TABLE = {
${rows.join('\n')}
} as const;
`;
  const options = (await prettier.resolveConfig(CALL_TABLE_FILE)) ?? {};
  return prettier.format(source, { ...options, filepath: CALL_TABLE_FILE });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(CALL_TABLE_FILE, await callTableModule());
  console.log(`wrote ${CALL_TABLE_FILE}`);
}
