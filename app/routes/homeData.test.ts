import { describe, expect, it } from 'vitest';
import type { Offer } from '../../contract/index.ts';
import { createApiClient } from '../features/api/index.ts';
import { scriptedFetch } from '../features/api/testing.ts';
import { fakeBackend } from '../test/backend.ts';
import { offerIn } from '../test/fixtures.ts';
import { loadHomePage } from './homeData.ts';

const apiWith = (offers: Offer[]) =>
  createApiClient({
    baseUrl: '',
    getLocale: () => 'ru',
    fetch: scriptedFetch(fakeBackend({ offers: () => ({ offers }) })).fetch,
  });

describe('the home page’s featured offers', () => {
  it('are the content’s products with their landings’ prices while no offer runs', async () => {
    const home = await loadHomePage(
      'ru',
      apiWith([offerIn('handset-offer', 'ended'), offerIn('office-reprice', 'upcoming')]),
    );
    expect(home.featuredOffers.map((o) => o.slug)).toEqual(home.featured.products);
    expect(home.featuredOffers.every((o) => o.badge === undefined)).toBe(true);
    expect(home.featuredOffers[0]).toMatchObject({
      slug: 'virtual-ats',
      title: 'Виртуальная АТС',
      price: 'от 700 ₸/мес',
      priceNote: '7 дней — бесплатно',
    });
  });

  it('put a running offer first, with its last day from the backend', async () => {
    const kk = await loadHomePage(
      'kk',
      apiWith([offerIn('handset-offer', 'running'), offerIn('office-reprice', 'ended')]),
    );
    expect(kk.featuredOffers[0]).toMatchObject({
      slug: 'kense-handset-offer',
      badge: 'Акция 10.11.2025 қоса алғанға дейін',
    });
    // The ended one is not sold: its product keeps its place, without a badge.
    const office = kk.featuredOffers.find((o) => o.slug === 'internet-for-office');
    expect(office?.badge).toBeUndefined();
    expect(kk.featuredOffers).toHaveLength(kk.featured.products.length + 1);
  });
});
