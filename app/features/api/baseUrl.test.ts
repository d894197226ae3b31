import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiBaseMeta } from '../../../contract/site.ts';
import { defaultApiBase } from './baseUrl.ts';

function pageSays(base: string) {
  document.head.insertAdjacentHTML('beforeend', apiBaseMeta(base));
}

describe('defaultApiBase', () => {
  afterEach(() => {
    document.head.querySelector('meta[name="api-base"]')?.remove();
    vi.unstubAllEnvs();
  });

  it('is what the page’s <meta name="api-base"> says, over the build’s VITE_API_BASE', () => {
    vi.stubEnv('VITE_API_BASE', 'https://built.example.kz');
    pageSays('https://api.example.kz');
    expect(defaultApiBase()).toBe('https://api.example.kz');
  });

  it('is the page’s own origin when the meta says so (empty), whatever the build had', () => {
    vi.stubEnv('VITE_API_BASE', 'https://built.example.kz');
    pageSays('');
    expect(defaultApiBase()).toBe('');
  });

  it('falls back to VITE_API_BASE on a page without the meta (the dev server’s)', () => {
    vi.stubEnv('VITE_API_BASE', ' https://built.example.kz ');
    expect(defaultApiBase()).toBe('https://built.example.kz');
    vi.stubEnv('VITE_API_BASE', '');
    expect(defaultApiBase()).toBe('');
  });
});
