import type { ApplicationDetail } from '../../../contract/domain.ts';
import { Loader } from '../../../lib/index.ts';
import { useT } from '../../i18n/index.ts';
import * as styles from './wizard.css.ts';

/**
 * «Ваша заявка обрабатывается, пожалуйста подождите» (§2.22): the operator has the application;
 * an SMS says when to continue, and the wizard (which keeps reading the application) opens the
 * next step by itself.
 */
export function Processing({ application }: { application: ApplicationDetail }) {
  const t = useT();
  const what =
    application.status === 'DataUpdate'
      ? t('wizard.processing.signingDocuments')
      : application.status === 'SignatureProcessing'
        ? t('wizard.processing.signatureCheck')
        : t('wizard.processing.checking');
  return (
    <div className={styles.processing} data-processing={application.status}>
      <p className={styles.factValue}>{t('wizard.processing.title')}</p>
      <p className={styles.note}>{t('wizard.processing.text')}</p>
      <Loader label={what} size="m" />
    </div>
  );
}
