import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import type { Out } from '../../../../contract/index.ts';
import { errorMessage } from '../../../../contract/errors.ts';
import type { ApplicationDetail, SignatureChannel } from '../../../../contract/domain.ts';
import { isSoleProprietorNumber } from '../../../../contract/rules/bin.ts';
import { Button, Checkbox } from '../../../../lib/index.ts';
import {
  Form,
  ServiceError,
  SmsStep,
  formStyles as w,
  useForm,
  useRefocus,
  useSmsConfirmation,
} from '../../../forms/index.ts';
import { formatPhone, useLocale, useT } from '../../../i18n/index.ts';
import { APPLICATION_DETAIL_CALL, callEndpoint, isHttpError, useApi } from '../../api/index.ts';
import {
  EdsProblemView,
  SignerAccessNotice,
  edsProblemOf,
  signedCms,
  useNcaLayerSign,
  type EdsProblem,
} from '../../eds/index.ts';
import { PhoneNotice, useOnPhone } from '../../auth/index.ts';
import type { StepProps } from '../types.ts';
import * as styles from '../wizard.css.ts';
import { ContractDocument } from './ContractDocument.tsx';
import { SignedConfirmation } from './SignedConfirmation.tsx';

type Method = 'eds' | 'sms' | 'egov';

/** The signature card's word for each way this step signs. */
const CHANNEL_OF: Record<Method, SignatureChannel> = { eds: 'ncalayer', egov: 'egov', sms: 'sms' };

/** eGov QR signing's view (and the QR library) load only when a director chooses it. */
const EgovQrSign = lazy(() => import('./EgovQrSign.tsx'));

/**
 * Step 2 of both wizards (§2.22, §2.24, §5 Signing): the contract in the page and to download,
 * the consent «Я ознакомился с документами выше…», then a signature — by EDS (sign-data's bytes
 * signed in NCALayer with the first head's SIGN key, checked by the server) or by an SMS code to
 * the application's phone, or in eGov Business by its QR code (on a phone: the app opened on the
 * same phone). The three are equal choices, named in the intro; NCALayer's how-to is folded behind
 * «Как это работает». On a phone the §2.18 notice says which of them work there. An EDS failure
 * says its catalogue words, and that SMS signing is there instead. Every signature ends on
 * «Договор подписан» (`SignedConfirmation`); «Продолжить» moves the wizard on.
 */
export function SigningStep({ application, onAdvance }: StepProps) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const signer = useNcaLayerSign();
  const [problem, setProblem] = useState<EdsProblem | null>(null);
  const [codeStep, setCodeStep] = useState(false);
  const [egov, setEgov] = useState<{ code: Out<'egovSignStart'>; receivedAt: number } | null>(null);
  const [renewing, setRenewing] = useState(false);
  const [egovError, setEgovError] = useState<string | null>(null);
  // The signed application, held for «Договор подписан» until the person goes on.
  const [signed, setSigned] = useState<{ application: ApplicationDetail; via: Method } | null>(
    null,
  );
  const phone = useOnPhone();
  // Which of the three buttons sent the form: its click runs before the submit (the ref, read by
  // the submit; the state, shown by the button's loader).
  const method = useRef<Method>('eds');
  const [chosen, setChosen] = useState<Method>('eds');
  const choose = (which: Method) => {
    method.current = which;
    setChosen(which);
  };
  const { opportunityId } = application;
  const edsHintId = useId();
  const smsHintId = useId();
  const egovHintId = useId();
  const codeId = useId();

  /**
   * A signature the state register refused moves the application to VerificationFailed: read it
   * again so the step shows the specialist's words and nothing more to sign. True when it did.
   */
  const showIfVerificationFailed = async (error: unknown): Promise<boolean> => {
    if (!isHttpError(error) || error.code !== 'EDS_VERIFICATION_FAILED') return false;
    const now = await callEndpoint(api, APPLICATION_DETAIL_CALL[application.appType], {
      opportunityId,
    }).catch(() => null);
    if (now?.status !== 'VerificationFailed') return false;
    onAdvance(now);
    return true;
  };

  const sms = useSmsConfirmation({
    locale,
    send: (phone, signal) => callEndpoint(api, 'smsSend', { phone, purpose: 'sign' }, { signal }),
    verify: (phone, code, signal) =>
      callEndpoint(api, 'smsCheck', { phone, purpose: 'sign', code }, { signal }),
    onVerified: async ({ proof }, signal) => {
      try {
        const signed = await callEndpoint(
          api,
          'signDocuments',
          { opportunityId, consent: true, method: 'sms', smsProof: proof ?? '' },
          { signal },
        );
        setSigned({ application: signed, via: 'sms' });
      } catch (error) {
        if (!(await showIfVerificationFailed(error))) throw error;
      }
    },
  });

  const form = useForm({
    locale,
    initial: { consent: false },
    validate: (v) => ({
      consent: v.consent ? undefined : t('wizard.signing.consentRequired'),
    }),
    submit: async (_, { signal }): Promise<ApplicationDetail | null> => {
      setProblem(null);
      setEgovError(null);
      if (method.current === 'sms') {
        await sms.start(application.phone);
        return null;
      }
      if (method.current === 'egov') {
        try {
          const code = await callEndpoint(
            api,
            'egovSignStart',
            { opportunityId, consent: true },
            { signal },
          );
          setEgov({ code, receivedAt: Date.now() });
          return null;
        } catch (error) {
          if (await showIfVerificationFailed(error)) return null;
          throw error;
        }
      }
      try {
        const data = await callEndpoint(api, 'signData', { opportunityId }, { signal });
        const signature = await signedCms(
          signer.sign({
            data: data.dataToSign,
            usage: 'sign',
            companyNumber: application.bin,
          }),
        );
        return await callEndpoint(
          api,
          'signDocuments',
          { opportunityId, consent: true, method: 'eds', signature },
          { signal },
        );
      } catch (error) {
        if (await showIfVerificationFailed(error)) return null;
        throw error;
      }
    },
    onSuccess: (signed) => {
      if (signed) setSigned({ application: signed, via: 'eds' });
      else if (method.current === 'sms') setCodeStep(true);
    },
    onFailure: (failure) => {
      // The consent (the server checks it too) and the SMS send's own problems show as a form's.
      if (method.current === 'sms' || failure.fields.consent) return false;
      setProblem(edsProblemOf(failure, locale));
      return true;
    },
    order: ['consent'],
  });

  useRefocus(!codeStep && !egov && !signed, () => form.focus('consent'));

  // Stable: the eGov view calls it from an effect once the phone's signature is in.
  const onEgovSigned = useCallback(
    (application: ApplicationDetail) => setSigned({ application, via: 'egov' }),
    [],
  );

  /** «Показать новый код»: another code; a refusal now closes the view and says why. */
  const renewEgov = async () => {
    setRenewing(true);
    try {
      const code = await callEndpoint(api, 'egovSignStart', { opportunityId, consent: true });
      setEgov({ code, receivedAt: Date.now() });
    } catch (error) {
      setEgov(null);
      if (await showIfVerificationFailed(error)) return;
      setEgovError(
        isHttpError(error) && error.message
          ? error.message
          : errorMessage(locale, 'SIGNING_FAILED'),
      );
    } finally {
      setRenewing(false);
    }
  };

  if (signed) {
    return (
      <SignedConfirmation
        signed={signed.application}
        via={CHANNEL_OF[signed.via]}
        onContinue={() => onAdvance(signed.application)}
      />
    );
  }

  if (egov) {
    return (
      <>
        <p className={w.text}>{t('wizard.signing.intro')}</p>
        <ContractDocument application={application} />
        <Suspense fallback={<p className={styles.note}>{t('wizard.signing.egovStarting')}</p>}>
          <EgovQrSign
            key={egov.code.signSessionId}
            code={egov.code}
            receivedAt={egov.receivedAt}
            onSigned={onEgovSigned}
            onRenew={() => void renewEgov()}
            renewing={renewing}
            onClose={() => setEgov(null)}
            onPhone={phone}
          />
        </Suspense>
      </>
    );
  }

  if (codeStep) {
    return (
      <SmsStep
        sms={sms}
        codeId={codeId}
        level={3}
        title={t('wizard.signing.smsTitle')}
        sentText={t('wizard.signing.smsSent', { phone: sms.sent?.maskedPhone ?? '' })}
        confirmLabel={t('wizard.signing.smsConfirm')}
        busyLabel={t('wizard.signing.smsConfirming')}
        onEdit={() => setCodeStep(false)}
        editLabel={t('wizard.signing.smsBack')}
      />
    );
  }

  const busyWith = (which: Method) => form.busy && chosen === which;
  return (
    <>
      <p className={w.text}>{t('wizard.signing.intro')}</p>
      <PhoneNotice />
      <ContractDocument application={application} />
      <Form form={form} summaryLevel={3} data-form="signing">
        <Checkbox label={t('wizard.signing.consent')} required {...form.checkbox('consent')} />
        <EdsProblemView
          problem={problem}
          advice={
            problem && problem.code !== 'SIGNING_FAILED' ? (
              <p className={w.text}>{errorMessage(locale, 'SIGNING_FAILED')}</p>
            ) : null
          }
        />
        <ServiceError message={form.serviceError ?? egovError} />
        <div className={styles.methods} role="group" aria-label={t('wizard.signing.methodsTitle')}>
          <ul className={styles.methodList}>
            <li className={styles.method} data-method="eds">
              <h3 className={styles.methodTitle}>{t('wizard.signing.edsTitle')}</h3>
              <p id={edsHintId} className={`${styles.note} ${styles.methodHint}`}>
                {t(
                  isSoleProprietorNumber(application.bin)
                    ? 'wizard.signing.edsHintOwner'
                    : 'wizard.signing.edsHint',
                )}
              </p>
              <details className={styles.howTo}>
                <summary className={styles.howToSummary}>{t('wizard.signing.howTo')}</summary>
                <ol className={styles.howToSteps}>
                  <li>{t('wizard.signing.howToSteps.install')}</li>
                  <li>{t('wizard.signing.howToSteps.key')}</li>
                  <li>{t('wizard.signing.howToSteps.press')}</li>
                </ol>
                {/* The browser's loopback question, said only while it is unanswered. */}
                <SignerAccessNotice className={styles.note} />
              </details>
              <div className={styles.methodAction}>
                <Button
                  type="submit"
                  fullWidth
                  aria-describedby={edsHintId}
                  onClick={() => choose('eds')}
                  loading={busyWith('eds')}
                  loadingLabel={t('wizard.signing.edsSigning')}
                >
                  {t('wizard.signing.eds')}
                </Button>
              </div>
            </li>
            <li className={styles.method} data-method="egov">
              <h3 className={styles.methodTitle}>{t('wizard.signing.egovChoiceTitle')}</h3>
              <p id={egovHintId} className={`${styles.note} ${styles.methodHint}`}>
                {t(phone ? 'wizard.signing.egovHintPhone' : 'wizard.signing.egovHint')}
              </p>
              <div className={styles.methodAction}>
                <Button
                  type="submit"
                  fullWidth
                  aria-describedby={egovHintId}
                  onClick={() => choose('egov')}
                  loading={busyWith('egov')}
                  loadingLabel={t('wizard.signing.egovStarting')}
                >
                  {t('wizard.signing.egov')}
                </Button>
              </div>
            </li>
            <li className={styles.method} data-method="sms">
              <h3 className={styles.methodTitle}>{t('wizard.signing.smsChoiceTitle')}</h3>
              <p id={smsHintId} className={`${styles.note} ${styles.methodHint}`}>
                {t('wizard.signing.smsHint', { phone: formatPhone(application.phone) })}
              </p>
              <div className={styles.methodAction}>
                <Button
                  type="submit"
                  fullWidth
                  aria-describedby={smsHintId}
                  onClick={() => choose('sms')}
                  loading={busyWith('sms')}
                  loadingLabel={t('wizard.signing.smsSending')}
                >
                  {t('wizard.signing.sms')}
                </Button>
              </div>
            </li>
          </ul>
        </div>
      </Form>
    </>
  );
}
