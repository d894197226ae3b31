import { useRef, useState } from 'react';
import { Button, Dialog, DialogClose, PhoneInput } from '../../../lib/index.ts';
import {
  ConsentCheckbox,
  Form,
  ServiceError,
  SmsStep,
  consentProblem,
  e164,
  isAbort,
  phoneProblem,
  readFailure,
  useForm,
  useRefocus,
  useSmsConfirmation,
} from '../../forms/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { callEndpoint, useApi } from '../api/index.ts';
import * as styles from './successCases.css.ts';

/**
 * Sends the case with a verified code's proof: true when it went out, false when the form took
 * the failure over (the proof stays usable); throws what the dialog should show.
 */
export type SendCase = (proof: string, phone: string, signal: AbortSignal) => Promise<boolean>;

type Confirm = { phone: string; consent: boolean };

/**
 * The phone confirmation before a case goes out (§2.14): «Номер телефона» and consent to the
 * collection, processing and storage of personal data (its link opens the notice in a new tab, so
 * the dialog and the case stay as they are), then the code from the SMS in the same
 * dialog. A code confirmed a moment ago (the case was refused for another reason) is used again
 * without a new SMS. A phone that has sent today's cases gets no code: the server refuses to send
 * it (`CASE_LIMIT_REACHED`) and `onLimit` shows the limit instead of the code step. The phone and
 * consent stay while the page lives.
 */
export function CaseConfirmDialog({
  open,
  onOpenChange,
  send,
  onLimit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  send: SendCase;
  /** The phone has sent its cases for today (asked before any SMS is sent). */
  onLimit: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  // Every opening starts at the phone (React's "adjust state on a prop change" pattern).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setStep('phone');
  }
  const phoneRef = useRef<HTMLInputElement>(null);
  const c = 'pages.successCases.confirm';

  const sms = useSmsConfirmation({
    locale,
    send: (phone, signal) => callEndpoint(api, 'smsSend', { phone, purpose: 'case' }, { signal }),
    verify: (phone, code, signal) =>
      callEndpoint(api, 'smsCheck', { phone, purpose: 'case', code }, { signal }),
    onVerified: async ({ to, proof }, signal) => {
      try {
        return await send(proof ?? '', to, signal);
      } catch (error) {
        const fields = isAbort(error) ? {} : readFailure(error, locale).fields;
        if (!fields.phone && !fields.consent) throw error;
        // The confirmation's own fields were refused: back to them, with the summary.
        setStep('phone');
        form.fail({ phone: fields.phone, consent: fields.consent });
        return false;
      }
    },
  });

  const form = useForm({
    locale,
    initial: { phone: '', consent: false } as Confirm,
    validate: (v) => ({
      phone: phoneProblem(v.phone, locale),
      consent: consentProblem(v.consent, locale),
    }),
    submit: async (v, { signal }) => {
      const phone = e164(v.phone);
      const held = sms.verifiedFor(phone);
      if (held?.proof) {
        try {
          if (await send(held.proof, phone, signal)) sms.forget();
          return;
        } catch (error) {
          if (isAbort(error) || !readFailure(error, locale).fieldCodes.smsProof) throw error;
          sms.forget(); // spent or expired: confirm the phone again
        }
      }
      await sms.start(phone);
      setStep('code');
    },
    onFailure: (failure) => {
      if (failure.code !== 'CASE_LIMIT_REACHED') return false;
      onLimit();
      return true;
    },
  });
  useRefocus(step === 'phone', () => form.focus('phone'));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(`${c}.title`)}
      description={step === 'phone' ? t(`${c}.description`) : undefined}
      initialFocusRef={step === 'phone' ? phoneRef : undefined}
    >
      {step === 'phone' && (
        <Form form={form} summaryLevel={3} className={styles.dialogForm}>
          <PhoneInput
            ref={phoneRef}
            label={t(`${c}.phone`)}
            required
            fullWidth
            {...form.field('phone')}
          />
          <ConsentCheckbox locale={locale} {...form.checkbox('consent')} />
          <ServiceError message={form.serviceError} />
          <div className={styles.actions}>
            <Button type="submit" loading={form.busy} loadingLabel={t(`${c}.sendingCode`)}>
              {t(`${c}.getCode`)}
            </Button>
            <DialogClose>
              <Button variant="secondary">{t(`${c}.cancel`)}</Button>
            </DialogClose>
          </div>
        </Form>
      )}
      {step === 'code' && sms.sent && (
        <SmsStep
          sms={sms}
          codeId={`${form.idOf('phone')}-code`}
          level={3}
          title={t(`${c}.codeTitle`)}
          sentText={t(`${c}.sentTo`, { phone: sms.sent.maskedPhone })}
          confirmLabel={t(`${c}.confirm`)}
          busyLabel={t(`${c}.confirming`)}
          onEdit={() => setStep('phone')}
          editLabel={t(`${c}.edit`)}
        />
      )}
    </Dialog>
  );
}
