import { useId } from 'react';
import type { ApplicationDetail, SignatureChannel } from '../../../../contract/domain.ts';
import { Button, Link } from '../../../../lib/index.ts';
import { StepHeading } from '../../../forms/index.ts';
import { useLocale, useT } from '../../../i18n/index.ts';
import { applicationHref } from '../../../routes/cabinetPaths.ts';
import { localizePath } from '../../../routes/locale.ts';
import * as styles from '../wizard.css.ts';

export interface SignedConfirmationProps {
  /** The application as the signature left it (the backend's answer). */
  signed: ApplicationDetail;
  /** The way this page signed, said when the answer carries no channel of its own. */
  via: SignatureChannel;
  /** «Продолжить»: on to the step the signature opened. */
  onContinue: () => void;
}

/**
 * «Договор подписан», after every way of signing (EDS, eGov Business, SMS) and before the wizard
 * goes on (issue 39: an eGov signature used to jump to the next step with nothing said). Its
 * heading takes focus, it names the way the contract was signed in the signature card's words,
 * and links to the application's page, where the signature card and the signed files are.
 */
export function SignedConfirmation({ signed, via, onContinue }: SignedConfirmationProps) {
  const t = useT();
  const locale = useLocale();
  const channel = signed.signature?.channel ?? via;
  const titleId = useId();
  return (
    <section className={styles.signed} data-signed={channel} aria-labelledby={titleId}>
      <StepHeading level={3} id={titleId} className={styles.signedTitle}>
        {t('wizard.signing.signedTitle')}
      </StepHeading>
      <p className={styles.signedText}>
        {t('wizard.signing.signedText', {
          number: signed.applicationNumber,
          channel: t(`cabinet.application.signatureCard.channel.${channel}`),
        })}
      </p>
      <Link href={localizePath(applicationHref(signed.appType, signed.opportunityId), locale)}>
        {t('wizard.signing.signedCard')}
      </Link>
      <Button onClick={onContinue}>{t('wizard.signing.signedContinue')}</Button>
    </section>
  );
}
