// @vitest-environment node
// The site is prerendered in Node: importing and rendering the session must not need a window.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createApiClient, createBrowserTokenStore } from '../api/index.ts';
import { SessionProvider, useSession } from './index.ts';

function Status() {
  const { status, user, loadingUser } = useSession();
  return (
    <p>
      {status}/{String(loadingUser)}/{user?.companyName ?? 'none'}
    </p>
  );
}

describe('session in Node', () => {
  it('imports and renders anonymous with no window or localStorage', () => {
    expect(typeof window).toBe('undefined');
    const client = createApiClient({
      baseUrl: '',
      getLocale: () => 'kk',
      // In Node the browser store quietly falls back to memory.
      tokens: createBrowserTokenStore(),
    });
    const html = renderToString(
      <SessionProvider client={client}>
        <Status />
      </SessionProvider>,
    );
    expect(html).toBe('<p>anonymous<!-- -->/<!-- -->false<!-- -->/<!-- -->none</p>');
  });
});
