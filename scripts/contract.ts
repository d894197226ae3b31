/**
 * `npm run contract`: writes what is derived from the declarations of `contract/calls/` as text
 * a reader or a page takes without running anything —
 * - `contract/callTable.ts`, the client's run-time view of every call (method, path, session,
 *   embed), so the site's pages import no zod;
 * - the developer routes' table in `server/README.md` (between its `dev-calls` markers), from
 *   `DEV_CALLS`: those routes are not in the OpenAPI document, so the README is where a
 *   developer finds them.
 * `contract/callTable.test.ts` fails while either is not what this script writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { z } from 'zod';
import { CALLS, DEV_CALLS, isSiteCall } from '../contract/calls/index.ts';
import type { CallDeclaration } from '../contract/calls/define.ts';

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

export const SERVER_README_FILE = fileURLToPath(new URL('../server/README.md', import.meta.url));
const DEV_TABLE_START = '<!-- dev-calls:start (npm run contract writes this table) -->';
const DEV_TABLE_END = '<!-- dev-calls:end -->';

/** A schema's top-level fields, `name?` where it may be left out. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) =>
    field.safeParse(undefined).success ? `${name}?` : name,
  );
}

function inputOf(call: CallDeclaration): string {
  const query = fieldsOf(call.query);
  const body = fieldsOf(call.body);
  if (query.length) return `query ${query.map((f) => `\`${f}\``).join(', ')}`;
  if (body.length) return `\`{${body.join(', ')}}\``;
  return '—';
}

function answerOf(call: CallDeclaration): string {
  const fields = fieldsOf(call.response);
  if (!fields.length) return call.response.description ?? '—';
  // An entity's answer (an application's 20 fields) is named by its first few.
  return `\`{${fields.length > 7 ? `${fields.slice(0, 4).join(', ')}, …` : fields.join(', ')}}\``;
}

/** The developer routes as a markdown table: method, path, key, input, answer, what it does. */
export function devCallsTable(): string {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const rows = Object.entries(DEV_CALLS).map(
    ([key, call]: [string, CallDeclaration]) =>
      `| ${call.method} | \`${call.path}\` | \`${key}\` | ${inputOf(call)} | ${cell(answerOf(call))} | ${cell(call.summary)} |`,
  );
  return [
    '| method | path | key | input | answer | what |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** server/README.md with its developer routes' table as the declarations make it. */
export async function serverReadme(current = readFileSync(SERVER_README_FILE, 'utf8')) {
  const start = current.indexOf(DEV_TABLE_START);
  const end = current.indexOf(DEV_TABLE_END);
  if (start === -1 || end < start)
    throw new Error(`server/README.md: the markers ${DEV_TABLE_START} … ${DEV_TABLE_END} are gone`);
  const text = `${current.slice(0, start + DEV_TABLE_START.length)}\n\n${devCallsTable()}\n\n${current.slice(end)}`;
  const options = (await prettier.resolveConfig(SERVER_README_FILE)) ?? {};
  return prettier.format(text, { ...options, filepath: SERVER_README_FILE });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(CALL_TABLE_FILE, await callTableModule());
  console.log(`wrote ${CALL_TABLE_FILE}`);
  writeFileSync(SERVER_README_FILE, await serverReadme());
  console.log(`wrote the developer routes' table of ${SERVER_README_FILE}`);
}
