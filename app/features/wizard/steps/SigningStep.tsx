import { lazy, Suspense, useId, useRef, useState } from 'react';
import type { EgovSignStarted } from '../../../../contract/api.ts';
import { errorMessage } from '../../../../contract/errors.ts';
import type { ApplicationDetail } from '../../../../contract/domain.ts';
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
import {
  checkSmsCode,
  getApplicationDetail,
  getSignData,
  isHttpError,
  sendSmsCode,
  signDocuments,
  startEgovSign,
  useApi,
} from '../../api/index.ts';
import {
  EdsProblemView,
  SignerAccessNotice,
  edsProblemOf,
  signedCms,
  useNcaLayerSign,
  type EdsProblem,
} from '../../eds/index.ts';
import type { StepProps } from '../types.ts';
import * as styles from '../wizard.css.ts';
import { ContractDocument } from './ContractDocument.tsx';

type Method = 'eds' | 'sms' | 'egov';

/** eGov QR signing's view (and the QR library) load only when a director chooses it. */
const EgovQrSign = lazy(() => import('./EgovQrSign.tsx'));

/**
 * Step 2 of both wizards (§2.22, §2.24, §5 Signing): the contract in the page and to download,
 * the consent «Я ознакомился с документами выше…», then a signature — by EDS (sign-data's bytes
 * signed in NCALayer with the first head's SIGN key, checked by the server) or by an SMS code to
 * the application's phone. An EDS failure says its catalogue words, and that SMS signing is
 * there instead.
 */
export function SigningStep({ application, onAdvance }: StepProps) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const signer = useNcaLayerSign();
  const [problem, setProblem] = useState<EdsProblem | null>(null);
  const [codeStep, setCodeStep] = useState(false);
  const [egov, setEgov] = useState<{ code: EgovSignStarted; receivedAt: number } | null>(null);
  const [renewing, setRenewing] = useState(false);
  const [egovError, setEgovError] = useState<string | null>(null);
  // Which of the two buttons sent the form: its click runs before the submit (the ref, read by
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
    const now = await getApplicationDetail(api, application.appType, opportunityId).catch(
      () => null,
    );
    if (now?.status !== 'VerificationFailed') return false;
    onAdvance(now);
    return true;
  };

  const sms = useSmsConfirmation({
    locale,
    send: (phone, signal) => sendSmsCode(api, { phone, purpose: 'sign' }, { signal }),
    verify: (phone, code, signal) =>
      checkSmsCode(api, { phone, purpose: 'sign', code }, { signal }),
    onVerified: async ({ proof }, signal) => {
      try {
        const signed = await signDocuments(
          api,
          { opportunityId, consent: true, method: 'sms', smsProof: proof ?? '' },
          { signal },
        );
        onAdvance(signed);
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
          const code = await startEgovSign(api, opportunityId, { signal });
          setEgov({ code, receivedAt: Date.now() });
          return null;
        } catch (error) {
          if (await showIfVerificationFailed(error)) return null;
          throw error;
        }
      }
      try {
        const data = await getSignData(api, opportunityId, { signal });
        const signature = await signedCms(
          signer.sign({
            data: data.dataToSign,
            usage: 'sign',
            companyNumber: application.bin,
          }),
        );
        return await signDocuments(
          api,
          { opportunityId, consent: true, method: 'eds', signature },
          { signal },
        );
      } catch (error) {
        if (await showIfVerificationFailed(error)) return null;
        throw error;
      }
    },
    onSuccess: (signed) => {
      if (signed) onAdvance(signed);
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

  useRefocus(!codeStep && !egov, () => form.focus('consent'));

  /** «Показать новый код»: another code; a refusal now closes the view and says why. */
  const renewEgov = async () => {
    setRenewing(true);
    try {
      const code = await startEgovSign(api, opportunityId);
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
            onSigned={onAdvance}
            onRenew={() => void renewEgov()}
            renewing={renewing}
            onClose={() => setEgov(null)}
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
          <div className={styles.method}>
            <Button
              type="submit"
              size="l"
              aria-describedby={edsHintId}
              onClick={() => choose('eds')}
              loading={busyWith('eds')}
              loadingLabel={t('wizard.signing.edsSigning')}
            >
              {t('wizard.signing.eds')}
            </Button>
            <p id={edsHintId} className={styles.note}>
              {t(
                isSoleProprietorNumber(application.bin)
                  ? 'wizard.signing.edsHintOwner'
                  : 'wizard.signing.edsHint',
              )}
            </p>
            <SignerAccessNotice className={styles.note} />
          </div>
          <div className={styles.method}>
            <Button
              type="submit"
              size="l"
              variant="secondary"
              aria-describedby={smsHintId}
              onClick={() => choose('sms')}
              loading={busyWith('sms')}
              loadingLabel={t('wizard.signing.smsSending')}
            >
              {t('wizard.signing.sms')}
            </Button>
            <p id={smsHintId} className={styles.note}>
              {t('wizard.signing.smsHint', { phone: formatPhone(application.phone) })}
            </p>
          </div>
          <div className={styles.method}>
            <Button
              type="submit"
              size="l"
              variant="secondary"
              aria-describedby={egovHintId}
              onClick={() => choose('egov')}
              loading={busyWith('egov')}
              loadingLabel={t('wizard.signing.egovStarting')}
            >
              {t('wizard.signing.egov')}
            </Button>
            <p id={egovHintId} className={styles.note}>
              {t('wizard.signing.egovHint')}
            </p>
          </div>
        </div>
      </Form>
    </>
  );
}
