import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApplicationDetail } from '../../../contract/domain.ts';
import { PROCESSING_POLL_MS } from '../../../contract/limits.ts';
import { dataKeys } from '../../data/index.ts';
import { useLocale } from '../../i18n/index.ts';
import { APPLICATION_DETAIL_CALL, callEndpoint, useApi } from '../api/index.ts';

/** The operator has it (§2.22: «Ваша заявка обрабатывается…»); at «Готово» nothing opens next. */
const waiting = (application: ApplicationDetail | undefined) =>
  application !== undefined && application.processing && application.step !== 'done';

/**
 * The application a wizard shows, kept current through the page's cache (the key the cabinet's
 * application page reads too). While it is in processing it is read every PROCESSING_POLL_MS
 * while the page is visible (a hidden tab is not polled), and at once when the tab is shown again
 * (the SMS that says "continue" usually brings the person back that way); then the next step
 * opens by itself. A failed read is not shown: the screen keeps saying «подождите» and the next
 * read tries again. Out of processing nothing is read: each step's submit answers the
 * application as it is next, handed to `set`.
 */
export function useLiveApplication(
  initial: ApplicationDetail,
): [ApplicationDetail, (next: ApplicationDetail) => void] {
  const api = useApi();
  const locale = useLocale();
  const cache = useQueryClient();
  const { appType, opportunityId } = initial;
  const key = dataKeys.application(appType, opportunityId, locale);
  const { data } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      callEndpoint(api, APPLICATION_DETAIL_CALL[appType], { opportunityId }, { signal }),
    // What the wizard opened with was read (or created) just now.
    initialData: initial,
    refetchOnMount: false,
    refetchInterval: (query) => (waiting(query.state.data) ? PROCESSING_POLL_MS : false),
    refetchOnWindowFocus: (query) => (waiting(query.state.data) ? 'always' : false),
  });
  const set = useCallback(
    (next: ApplicationDetail) =>
      cache.setQueryData(dataKeys.application(appType, opportunityId, locale), next),
    [cache, appType, opportunityId, locale],
  );
  return [data, set];
}
