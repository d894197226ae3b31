import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useApi, type ApiClient } from '../features/api/index.ts';
import { sessionEvents } from '../features/session/index.ts';
import { createDataClient } from './client.ts';

const clients = new WeakMap<ApiClient, QueryClient>();

/** The one cache of an API client: the pages of one visit share it, each test has its own. */
export function dataClientOf(api: ApiClient): QueryClient {
  let client = clients.get(api);
  if (!client) {
    client = createDataClient();
    clients.set(api, client);
  }
  return client;
}

/**
 * Gives what is below it the cache of the page's API client. Placed by each page that reads
 * data (the cabinet's pages, the wizards, the resume prompt), not by the app's root: the query
 * library then loads with those pages only, never with a public page or the kiosk.
 *
 * A session change empties the cache: a login (as this company or another), a logout, a session
 * that expired. Every query goes back to nothing read — a screen still mounted shows its loader
 * and reads again as the new session — so nothing one company read is ever shown to the next
 * (reference lists too: they are read again, once).
 */
export function DataProvider({ children }: { children: ReactNode }) {
  const client = dataClientOf(useApi());
  useEffect(() => {
    const forget = () => {
      client.getMutationCache().clear();
      void client.resetQueries();
    };
    sessionEvents.on('login', forget);
    sessionEvents.on('logout', forget);
    sessionEvents.on('expired', forget);
    return () => {
      sessionEvents.off('login', forget);
      sessionEvents.off('logout', forget);
      sessionEvents.off('expired', forget);
    };
  }, [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
