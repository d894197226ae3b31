import type { ApplicationDetail } from '../../../contract/domain.ts';
import { errorMessage } from '../../../contract/errors.ts';
import { Alert } from '../../../lib/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import * as styles from './wizard.css.ts';

/**
 * The signing step of an application the state register did not confirm (VerificationFailed,
 * issue 28): nothing to sign, by any method — §8's «Verification failed» words, and what happens
 * next. Why it failed stays with the operator's specialist.
 */
export function VerificationFailed({ application }: { application: ApplicationDetail }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className={styles.verificationFailed} data-verification="failed">
      <Alert tone="warning" title={t('wizard.verification.title')}>
        {errorMessage(locale, 'EDS_VERIFICATION_FAILED')}
      </Alert>
      <p className={styles.note}>
        {t('wizard.verification.text', { number: application.applicationNumber })}
      </p>
    </div>
  );
}
