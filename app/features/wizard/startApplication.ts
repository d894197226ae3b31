import type { Locale } from '../../../contract/locale.ts';
import type { ApplicationDetail } from '../../../contract/index.ts';
import { readFailure } from '../../forms/index.ts';
import { LAST_APPLICATION_CALL, callEndpoint, type ApiClient } from '../api/index.ts';
import { clearHandoff, type Handoff } from '../auth/index.ts';

export type Started =
  | { kind: 'created'; application: ApplicationDetail }
  /** An application of the type is unfinished: «Завершите старую заявку…» comes first. */
  | { kind: 'unfinished'; unfinished: ApplicationDetail };

/**
 * Creates the application a public flow handed off (for a visitor who was signed in already; a
 * login with the hand-off creates it itself). With `replaceUnfinished` the unfinished one is
 * cancelled first («Завершить текущую»). The hand-off is forgotten once it became an
 * application.
 */
export async function createFromHandoff(
  api: ApiClient,
  handoff: Handoff,
  locale: Locale,
  replaceUnfinished = false,
): Promise<Started> {
  try {
    const application =
      handoff.appType === 'internet'
        ? await callEndpoint(api, 'createApplication', { ...handoff.intent, replaceUnfinished })
        : await callEndpoint(api, 'createMobileApplication', {
            ...handoff.intent,
            replaceUnfinished,
          });
    clearHandoff();
    return { kind: 'created', application };
  } catch (error) {
    if (readFailure(error, locale).code !== 'APPLICATION_UNFINISHED_EXISTS') throw error;
    const { application } = await callEndpoint(api, LAST_APPLICATION_CALL[handoff.appType]);
    if (application) return { kind: 'unfinished', unfinished: application };
    throw error;
  }
}
