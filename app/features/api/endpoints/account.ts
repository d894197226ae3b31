import type { ApiClient } from '../client.ts';

/** GET account-info: the signed-in company; `companyName` is shown in the header (§7). */
export interface AccountInfo {
  companyName: string;
}

export function getAccountInfo(client: ApiClient, signal?: AbortSignal): Promise<AccountInfo> {
  return client.get<AccountInfo>('/api/v1/creatio/account-info', { auth: true, signal });
}
