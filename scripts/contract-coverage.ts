/**
 * How much of the OpenAPI document a gateway team can read without the source: success answers
 * with an example, properties and parameters with a description.
 * `scripts/contract-coverage.test.ts` holds the three at 100 %; this prints the figures and what
 * is missing.
 *
 *   node --import tsx scripts/contract-coverage.ts [openapi.json]   (default: the document made now)
 *   node --import tsx scripts/contract-coverage.ts --dev            (the developer API's, DEV_API=1)
 */
import { readFileSync } from 'node:fs';

type Json = Record<string, unknown>;

export interface Coverage {
  /** JSON success answers, and those with an example. */
  answers: { total: number; withExample: number; missing: string[] };
  /** Properties of every schema (components and inline), and those with a description. */
  properties: { total: number; described: number; missing: string[] };
  /** Query parameters, and those with a description. */
  parameters: { total: number; described: number; missing: string[] };
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every `properties` entry under `value`, with where it is. */
function* propertiesOf(value: unknown, at: string): Generator<[string, Json]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* propertiesOf(item, `${at}[${index}]`);
    return;
  }
  if (!isObject(value)) return;
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'properties' && isObject(inner)) {
      for (const [name, property] of Object.entries(inner)) {
        if (isObject(property)) yield [`${at}.${name}`, property];
        yield* propertiesOf(property, `${at}.${name}`);
      }
    } else if (key !== 'example' && key !== 'examples') {
      yield* propertiesOf(inner, `${at}.${key}`);
    }
  }
}

export function documentCoverage(document: Json): Coverage {
  const coverage: Coverage = {
    answers: { total: 0, withExample: 0, missing: [] },
    properties: { total: 0, described: 0, missing: [] },
    parameters: { total: 0, described: 0, missing: [] },
  };
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const where = `${method.toUpperCase()} ${path}`;
      for (const [status, response] of Object.entries(
        (operation.responses ?? {}) as Record<string, Json>,
      )) {
        if (!status.startsWith('2')) continue;
        const json = ((response.content ?? {}) as Record<string, Json>)['application/json'];
        if (!json) continue;
        coverage.answers.total++;
        if (json.example !== undefined || json.examples !== undefined) {
          coverage.answers.withExample++;
        } else coverage.answers.missing.push(where);
      }
      for (const parameter of (operation.parameters ?? []) as Json[]) {
        if ('$ref' in parameter) continue;
        coverage.parameters.total++;
        if (parameter.description) coverage.parameters.described++;
        else coverage.parameters.missing.push(`${where} ?${String(parameter.name)}`);
      }
      for (const [at, property] of propertiesOf(operation, where)) count(at, property);
    }
  }
  const components = (document.components ?? {}) as Json;
  for (const [at, property] of propertiesOf(components.schemas, 'components.schemas')) {
    count(at, property);
  }
  function count(at: string, property: Json): void {
    coverage.properties.total++;
    if (typeof property.description === 'string' && property.description.trim()) {
      coverage.properties.described++;
    } else coverage.properties.missing.push(at);
  }
  return coverage;
}

const percent = (part: number, whole: number) =>
  whole ? `${((100 * part) / whole).toFixed(1)} %` : '—';

export function formatCoverage({ answers, properties, parameters }: Coverage): string {
  return [
    `success answers with an example: ${answers.withExample} of ${answers.total} (${percent(answers.withExample, answers.total)})`,
    `properties described: ${properties.described} of ${properties.total} (${percent(properties.described, properties.total)})`,
    `query parameters described: ${parameters.described} of ${parameters.total} (${percent(parameters.described, parameters.total)})`,
  ].join('\n');
}

if (import.meta.filename === process.argv[1]) {
  const file = process.argv[2];
  const made = await import('./openapi.ts');
  const text =
    file === '--dev'
      ? made.devOpenApiText()
      : file
        ? readFileSync(file, 'utf8')
        : made.openApiText();
  const coverage = documentCoverage(JSON.parse(text) as Json);
  console.log(formatCoverage(coverage));
  const missing = [
    ...coverage.answers.missing.map((at) => `no example: ${at}`),
    ...coverage.properties.missing.map((at) => `no description: ${at}`),
    ...coverage.parameters.missing.map((at) => `no description: ${at}`),
  ];
  if (missing.length) console.log(`\n${missing.join('\n')}`);
}
