import { useId } from 'react';
import type { ApplicationDetail } from '../../../../contract/domain.ts';
import { Button, Loader } from '../../../../lib/index.ts';
import { useDataQuery } from '../../../data/index.ts';
import { LoadFailed, formStyles as w } from '../../../forms/index.ts';
import { useLocale, useT } from '../../../i18n/index.ts';
import { callEndpoint, saveFile, useApi } from '../../api/index.ts';
import * as styles from '../wizard.css.ts';
import { contractHtml } from './contractHtml.ts';

/**
 * The contract in the page (§2.22 step 2: view or download it): the backend's HTML file,
 * sanitised, in a scrollable region the keyboard can reach, and the same bytes to download — the
 * very file an EDS signature covers.
 */
export function ContractDocument({ application }: { application: ApplicationDetail }) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const titleId = useId();
  const { opportunityId, applicationNumber } = application;
  const contract = useDataQuery(
    {
      queryKey: ['contract', opportunityId],
      queryFn: async ({ signal }) => {
        const blob = await callEndpoint(api, 'contractDocument', { opportunityId }, { signal });
        return { blob, html: contractHtml(await blob.text()) };
      },
      // A Blob is not data to compare field by field.
      structuralSharing: false,
    },
    { locale },
  );
  const { state } = contract;
  return (
    <div className={w.form}>
      <div className={styles.actions}>
        <h3 id={titleId} className={w.subtitle}>
          {t('wizard.signing.documentTitle')}
        </h3>
        {state.status === 'ready' && (
          <Button
            variant="secondary"
            size="s"
            onClick={() => saveFile(state.data.blob, `contract-${applicationNumber}.html`)}
          >
            {t('wizard.signing.download')}
          </Button>
        )}
      </div>
      {state.status === 'loading' && <Loader label={t('wizard.signing.documentLoading')} />}
      {state.status === 'failed' && (
        <LoadFailed
          title={t('wizard.signing.documentFailed')}
          message={state.message}
          retrying={state.retrying}
          onRetry={contract.retry}
        />
      )}
      {state.status === 'ready' && (
        <div
          role="region"
          aria-labelledby={titleId}
          // Scrollable: it must be reachable to be scrolled from the keyboard (axe's
          // scrollable-region-focusable; WCAG 2.1.1), though nothing in it is interactive.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className={styles.document}
          data-contract={applicationNumber}
          // Sanitised by DOMPurify in contractHtml; never the raw answer.
          dangerouslySetInnerHTML={{ __html: state.data.html }}
        />
      )}
    </div>
  );
}
