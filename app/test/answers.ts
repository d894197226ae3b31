/**
 * The company's calls answered as the reference backend does, with its state: a saved profile
 * reads back as saved. The cabinet's and the wizards' fake backends start from these
 * (`features/cabinet/testing.ts`, `features/wizard/testing.ts`).
 */
import type { AccountInfo } from '../../contract/index.ts';
import { localeFromAcceptLanguage, type Locale } from '../../contract/locale.ts';
import type { RecordedRequest } from '../features/api/testing.ts';
import type { Answers } from './backend.ts';
import { COMPANY_IBANS, PROFILE, banksIn, positionsIn } from './fixtures.ts';

/** The language a request asked for (`Accept-Language`), as the backend reads it. */
export const localeOf = (request: RecordedRequest): Locale =>
  localeFromAcceptLanguage(request.headers.get('Accept-Language'));

/** Profile, reference lists and accounts of one company (ТОО «Степной Логистик» by default). */
export function companyAnswers(start: AccountInfo = PROFILE): Answers {
  let account = { ...start };
  return {
    accountInfo: () => account,
    updateAccountInfo: ({ input, request }) => {
      const { bankId, headPositionId, ...rest } = input;
      const changes = Object.fromEntries(
        Object.entries(rest).filter(([, value]) => value !== undefined),
      );
      account = {
        ...account,
        ...changes,
        ...(bankId !== undefined
          ? {
              bankId,
              bankName: banksIn(localeOf(request)).find((b) => b.id === bankId)?.name ?? null,
            }
          : {}),
        ...(headPositionId !== undefined
          ? {
              headPositionId,
              headPosition:
                positionsIn(localeOf(request)).find((p) => p.id === headPositionId)?.name ?? null,
            }
          : {}),
      };
      return account;
    },
    banks: ({ request }) => ({ banks: banksIn(localeOf(request)) }),
    positions: ({ request }) => ({ positions: positionsIn(localeOf(request)) }),
    customerIbans: ({ input }) => ({
      bankId: input.bankId,
      ibans: COMPANY_IBANS.filter((account) => account.bankId === input.bankId),
    }),
  };
}
