/** Roaming data and the blog (designed here): read-only reference content in ru and kk. */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  API_PATHS,
  type BlogArticlesResponse,
  type RoamingCountriesResponse,
} from '../../contract/api.ts';
import { blogArticle, blogArticles } from '../domain/blog.ts';
import { roamingCountries, roamingTariffDetails, roamingTariffsIn } from '../domain/roaming.ts';
import { readQuery } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { requiredId, roamingKindSchema } from '../http/schemas.ts';

// Query schemas are made once: zod compiles a schema on its first use, ~20 µs a request.
const roamingTariffsQuery = z.object({
  country: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'FIELD_INVALID'),
  kind: roamingKindSchema.optional(),
});
const idQuery = z.object({ id: requiredId });

export const contentRoutes = new Hono<AppEnv>()
  .get(API_PATHS.roamingCountries, (c) => {
    const body: RoamingCountriesResponse = {
      countries: roamingCountries(c.get('db'), c.get('locale')),
    };
    return c.json(body);
  })
  .get(API_PATHS.roamingTariffs, (c) => {
    const query = readQuery(c, roamingTariffsQuery);
    const kind = query.kind ?? 'roaming';
    const body = roamingTariffsIn(c.get('db'), query.country, kind, c.get('locale'));
    if (!body) throw new ApiError(404, 'NOT_FOUND');
    return c.json(body);
  })
  .get(API_PATHS.roamingTariffDetails, (c) => {
    const { id } = readQuery(c, idQuery);
    const body = roamingTariffDetails(c.get('db'), id, c.get('locale'));
    if (!body) throw new ApiError(404, 'NOT_FOUND');
    return c.json(body);
  })
  .get(API_PATHS.blogArticles, (c) => {
    const body: BlogArticlesResponse = { articles: blogArticles(c.get('db'), c.get('locale')) };
    return c.json(body);
  })
  .get(API_PATHS.blogArticle, (c) => {
    const { id } = readQuery(c, idQuery);
    const body = blogArticle(c.get('db'), id, c.get('locale'));
    if (!body) throw new ApiError(404, 'NOT_FOUND');
    return c.json(body);
  });
