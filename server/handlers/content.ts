/** Roaming data and the blog (designed here): read-only reference content in ru and kk. */
import { blogArticle, blogArticles } from '../domain/blog.ts';
import { roamingCountries, roamingTariffDetails, roamingTariffsIn } from '../domain/roaming.ts';
import { callRoutes } from '../http/calls.ts';
import { ApiError } from '../http/errors.ts';

export const contentHandlers = callRoutes()
  .serve('roamingCountries', (c) => ({ countries: roamingCountries(c.get('db'), c.get('locale')) }))
  .serve('roamingTariffs', (c, { query }) => {
    const body = roamingTariffsIn(
      c.get('db'),
      query.country,
      query.kind ?? 'roaming',
      c.get('locale'),
    );
    if (!body) throw new ApiError(404, 'NOT_FOUND');
    return body;
  })
  .serve('roamingTariffDetails', (c, { query: { id } }) => {
    const body = roamingTariffDetails(c.get('db'), id, c.get('locale'));
    if (!body) throw new ApiError(404, 'NOT_FOUND');
    return body;
  })
  .serve('blogArticles', (c) => ({ articles: blogArticles(c.get('db'), c.get('locale')) }))
  .serve('blogArticle', (c, { query: { id } }) => {
    const body = blogArticle(c.get('db'), id, c.get('locale'));
    if (!body) throw new ApiError(404, 'NOT_FOUND');
    return body;
  });
