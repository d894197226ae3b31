/**
 * The OpenAPI document is one an operator's team can implement without the source: every
 * success answer has an example, every property of every schema and every query parameter a
 * description (`scripts/contract-coverage.ts` counts; this holds the counts at 100 %).
 */
import { describe, expect, it } from 'vitest';
import { documentCoverage } from './contract-coverage.ts';
import { devOpenApiText, openApiText } from './openapi.ts';

describe('the OpenAPI document’s coverage', () => {
  const coverage = documentCoverage(JSON.parse(openApiText()) as Record<string, unknown>);

  it('gives every success answer an example', () => {
    expect(coverage.answers.total).toBeGreaterThan(60);
    expect(coverage.answers.missing, 'answers without an example').toEqual([]);
  });

  it('describes every property (add `.describe(…)` to the zod field it names)', () => {
    expect(coverage.properties.total).toBeGreaterThan(700);
    expect(coverage.properties.missing, 'properties without a description').toEqual([]);
  });

  it('describes every query parameter', () => {
    expect(coverage.parameters.total).toBeGreaterThan(30);
    expect(coverage.parameters.missing, 'query parameters without a description').toEqual([]);
  });
});

describe('the developer API’s coverage (DEV_API=1: described as the contract is, never in it)', () => {
  const coverage = documentCoverage(JSON.parse(devOpenApiText()) as Record<string, unknown>);

  it('gives every success answer an example, and describes every property and parameter', () => {
    expect(coverage.answers.total).toBeGreaterThanOrEqual(8);
    expect(coverage.answers.missing, 'answers without an example').toEqual([]);
    expect(coverage.properties.missing, 'properties without a description').toEqual([]);
    expect(coverage.parameters.total).toBeGreaterThanOrEqual(2);
    expect(coverage.parameters.missing, 'query parameters without a description').toEqual([]);
  });
});

describe('the count', () => {
  it('finds an undescribed property wherever it is: a component, an operation, an array item', () => {
    const document = {
      paths: {
        '/x': {
          get: {
            parameters: [{ name: 'q', in: 'query' }, { $ref: '#/components/parameters/A' }],
            responses: {
              200: {
                content: {
                  'application/json': {
                    schema: {
                      type: 'object',
                      properties: {
                        said: { type: 'string', description: 'Said' },
                        list: {
                          type: 'array',
                          description: 'A list',
                          items: { type: 'object', properties: { bare: { type: 'string' } } },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
      components: {
        schemas: {
          Thing: { type: 'object', properties: { blank: { type: 'string', description: ' ' } } },
        },
      },
    };
    const coverage = documentCoverage(document);
    expect(coverage.properties.missing).toEqual([
      'GET /x.responses.200.content.application/json.schema.list.items.bare',
      'components.schemas.Thing.blank',
    ]);
    expect(coverage.properties).toMatchObject({ total: 4, described: 2 });
    expect(coverage.parameters.missing).toEqual(['GET /x ?q']);
    expect(coverage.answers.missing).toEqual(['GET /x']);
  });
});
