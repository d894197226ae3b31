import { describe, expect, it } from 'vitest';
import { ROAMING_FROM_KZT_PER_MONTH } from '../../contract/index.ts';
import { callContract, useTestServer } from '../test/server.ts';

const server = useTestServer();

describe('roaming', () => {
  it('lists countries in the request language with the popular ones marked', async () => {
    const ru = await callContract(server, 'roamingCountries');
    const kk = await callContract(server, 'roamingCountries', undefined, { lang: 'kk' });
    expect(ru.body.countries.find((c) => c.code === 'TR')).toEqual({
      code: 'TR',
      name: 'Турция',
      popular: true,
      zone: 'Европа и Турция',
    });
    expect(kk.body.countries.find((c) => c.code === 'TR')?.name).toBe('Түркия');
    expect(ru.body.countries.filter((c) => c.popular).length).toBeGreaterThanOrEqual(8);
  });

  it('offers the default tariff and the zone’s packages, from 2200 ₸ a month', async () => {
    const res = await callContract(server, 'roamingTariffs', { country: 'uz' });
    expect(res.body.country.name).toBe('Узбекистан');
    const [first, ...packages] = res.body.tariffs;
    expect(first).toMatchObject({ id: 'roaming-default', connectedByDefault: true, ussd: null });
    const monthly = packages.filter((t) => t.period === 'month').map((t) => t.price);
    expect(Math.min(...monthly)).toBe(ROAMING_FROM_KZT_PER_MONTH);
    const calls = await callContract(server, 'roamingTariffs', { country: 'DE', kind: 'calls' });
    expect(calls.body.tariffs.map((t) => t.id)).toEqual(['calls-default', 'calls-europe-60']);
  });

  it('gives tariff details with the zone’s countries', async () => {
    const res = await callContract(
      server,
      'roamingTariffDetails',
      { id: 'roaming-cis-month' },
      { lang: 'kk' },
    );
    expect(res.body).toMatchObject({ price: 2200, period: 'month', zone: 'ТМД және Грузия' });
    expect(res.body.countries).toContain('Өзбекстан');
    expect(res.body.rows[0]).toEqual({ label: 'Құны', value: 'айына 2\u00a0200\u00a0₸' });
  });

  it('answers unknown countries and tariffs with 404, and bad codes with 422', async () => {
    expect((await callContract(server, 'roamingTariffs', { country: 'XX' })).status).toBe(404);
    expect((await callContract(server, 'roamingTariffs', { country: 'Turkey' })).status).toBe(422);
    expect((await callContract(server, 'roamingTariffDetails', { id: 'nope' })).status).toBe(404);
  });
});

describe('blog', () => {
  it('lists articles newest first in both languages', async () => {
    const ru = await callContract(server, 'blogArticles');
    const kk = await callContract(server, 'blogArticles', undefined, { lang: 'kk' });
    expect(ru.body.articles.length).toBeGreaterThanOrEqual(6);
    const dates = ru.body.articles.map((a) => a.createdDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(kk.body.articles.map((a) => a.id)).toEqual(ru.body.articles.map((a) => a.id));
    expect(kk.body.articles[0]?.title).not.toBe(ru.body.articles[0]?.title);
  });

  it('serves an article with its body, editor and related articles', async () => {
    const res = await callContract(
      server,
      'blogArticle',
      { id: 'eds-contract-online' },
      { lang: 'kk' },
    );
    expect(res.body).toMatchObject({
      title: 'Кеңсеге бармай-ақ шарт жасау: құжаттарға ЭЦҚ-мен қол қою',
      readingTime: 3,
      editor: 'Салтанат Жақыпова',
    });
    expect(res.body.html).toContain('<h2>');
    expect(res.body.related.map((r) => r.id)).toEqual([
      'office-internet-checklist',
      'virtual-ats-for-small-business',
    ]);
    expect((await callContract(server, 'blogArticle', { id: 'missing' })).status).toBe(404);
  });
});
