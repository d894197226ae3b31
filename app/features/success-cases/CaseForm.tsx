import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from 'react';
import type { SmsSentResponse, SuccessCaseSubmitFields } from '../../../contract/api.ts';
import { errorMessage } from '../../../contract/errors.ts';
import {
  CASE_PHOTO_MAX_BYTES,
  CASE_PHOTO_MIN_HEIGHT,
  CASE_PHOTO_MIN_WIDTH,
  FIELD_MAX_LENGTH,
  SMS_CODE_LENGTH,
  SUCCESS_CASES_PER_DAY,
} from '../../../contract/limits.ts';
import { FORBIDDEN_CHARACTERS } from '../../../contract/rules/forbiddenCharacters.ts';
import {
  Button,
  Checkbox,
  Dialog,
  DialogClose,
  Field,
  PhoneInput,
  TextArea,
  TextField,
  forbiddenCharactersMessage,
  useSmsCountdown,
} from '../../../lib/index.ts';
import type { Messages } from '../../../locales/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { checkSmsCode, sendSmsCode, submitSuccessCase, useApi } from '../api/index.ts';
import {
  ServiceError,
  SmsStep,
  SubmitSummary,
  e164,
  isAbort,
  isEmailAcceptable,
  maskPhone,
  numberParam,
  phoneProblem,
  pickFieldErrors,
  readFailure,
  useFormErrors,
  type FieldErrors,
  type SmsCodeState,
} from '../widgets/index.ts';
import { checkPhoto, type PhotoInfo } from './photo.ts';
import * as styles from './successCases.css.ts';

const TEXT_FIELDS = [
  'productName',
  'name',
  'companyName',
  'position',
  'email',
  'problem',
  'solution',
  'results',
] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
/** The form's fields in page order (the error summary lists them so). */
const FIELDS = [...TEXT_FIELDS, 'photo'] as const;
type FieldName = (typeof FIELDS)[number];
const CONFIRM_FIELDS = ['phone', 'consent'] as const;
type ConfirmField = (typeof CONFIRM_FIELDS)[number];

type Values = Record<TextFieldName, string>;
const EMPTY: Values = {
  productName: '',
  name: '',
  companyName: '',
  position: '',
  email: '',
  problem: '',
  solution: '',
  results: '',
};

interface ChosenPhoto {
  file: File;
  info: PhotoInfo;
  /** An object URL for the preview; null where the browser has none (tests). */
  url: string | null;
}

type OpenDialog = 'confirm' | 'sent' | 'limit' | null;

type FormWords = Messages['pages']['successCases']['form'];
/** The form's single strings (not the `required` group), for the short `f()` below. */
type FormWord = {
  [K in keyof FormWords]: FormWords[K] extends string ? K : never;
}[keyof FormWords];

/** The characters the CRM refuses, spaced out so each can be read: «! ” " № % : , . ( ; ) _ + = - $». */
const CHARS_LIST = [...FORBIDDEN_CHARACTERS].join(' ');

/**
 * Runs `then` once focus has come back to `element` (radix returns it after a closed dialog has
 * gone, a render and a timer later), so whatever `then` focuses is not taken back. Goes on anyway
 * if focus never returns there.
 */
function afterFocusReturns(element: HTMLElement | null, then: () => void) {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    element?.removeEventListener('focus', go);
    setTimeout(then, 0);
  };
  element?.addEventListener('focus', go);
  const fallback = setTimeout(go, 400);
}

/**
 * «Поделиться кейсом» (§2.14): product, name and surname, company, position, e-mail, business
 * problems and tasks, the solution by the product, results and a photo (jpg or png, at least
 * 600x400, checked from the image's own header as the backend does, with a preview). The text
 * fields refuse the CRM's forbidden characters. Sending opens the phone confirmation (phone,
 * consent, then the SMS code in the same dialog); the case goes out with the code's proof and the
 * result is «Кейс отправлен» (published after moderation) or, past 3 a day from one phone, the
 * limit dialog. Errors follow GOV.UK (summary + the same words at each field); nothing typed is
 * lost on a failure.
 */
export function CaseForm() {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const prefix = useId();
  const idOf = useCallback((field: string) => `${prefix}-${field}`, [prefix]);

  const [values, setValues] = useState<Values>(EMPTY);
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const [photoBusy, setPhotoBusy] = useState(false);
  // A new key empties the file input after a case is sent (a file input cannot be set).
  const [photoKey, setPhotoKey] = useState(0);
  const photoRead = useRef(0);
  const form = useFormErrors(FIELDS, idOf);

  const [dialog, setDialog] = useState<OpenDialog>(null);
  /** What had focus when the confirmation opened: focus comes back there when it closes. */
  const openedFrom = useRef<HTMLElement | null>(null);

  const [phone, setPhone] = useState('');
  const [consent, setConsent] = useState(false);
  const confirm = useFormErrors(CONFIRM_FIELDS, idOf);
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [sent, setSent] = useState<SmsSentResponse | null>(null);
  const [code, setCode] = useState('');
  const [codeState, setCodeState] = useState<SmsCodeState>({});
  const countdown = useSmsCountdown();
  const [busy, setBusy] = useState(false);
  const [serviceError, setServiceError] = useState<string | null>(null);
  /** A verified code's proof: a case refused for another reason may be sent again with it. */
  const proof = useRef<{ phone: string; token: string; until: number } | null>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const focusPhone = useRef(false);

  useEffect(() => {
    if (step === 'phone' && focusPhone.current) {
      focusPhone.current = false;
      phoneRef.current?.focus();
    }
  }, [step]);

  // The preview's object URL lives as long as the photo is chosen.
  useEffect(() => {
    const url = photo?.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [photo]);

  const set = (key: TextFieldName) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function choosePhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0] ?? null;
    const read = ++photoRead.current;
    if (!file) {
      setPhoto(null);
      setPhotoProblem(null);
      return;
    }
    setPhotoBusy(true);
    const check = await checkPhoto(file);
    if (read !== photoRead.current) return; // another file was chosen meanwhile
    setPhotoBusy(false);
    if (!check.ok) {
      setPhoto(null);
      setPhotoProblem(errorMessage(locale, check.problem));
      return;
    }
    setPhotoProblem(null);
    const url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    setPhoto({ file, info: check.info, url });
  }

  function validate(): FieldErrors<FieldName> {
    const found: FieldErrors<FieldName> = {};
    for (const field of TEXT_FIELDS) {
      const value = values[field];
      if (value.trim() === '') found[field] = t(`pages.successCases.form.required.${field}`);
      else if (field === 'email') {
        if (!isEmailAcceptable(value)) found.email = t('pages.successCases.form.emailInvalid');
      } else {
        const forbidden = forbiddenCharactersMessage(value, locale);
        if (forbidden) found[field] = forbidden;
      }
    }
    if (photoProblem) found.photo = photoProblem;
    else if (!photo) found.photo = t('pages.successCases.form.required.photo');
    return found;
  }

  function openConfirm(event: FormEvent) {
    event.preventDefault();
    if (photoBusy) return;
    const found = validate();
    if (Object.keys(found).length > 0) {
      form.fail(found);
      return;
    }
    form.reset();
    setServiceError(null);
    confirm.reset();
    setStep('phone');
    openedFrom.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialog('confirm');
  }

  /** Closes the confirmation, then (once focus is back on the form) does `then`. */
  function closeConfirmThen(then: () => void) {
    setDialog(null);
    afterFocusReturns(openedFrom.current, then);
  }

  function fields(smsProof: string, phoneE164: string): SuccessCaseSubmitFields {
    return {
      productName: values.productName.trim(),
      name: values.name.trim(),
      companyName: values.companyName.trim(),
      position: values.position.trim(),
      email: values.email.trim(),
      problem: values.problem.trim(),
      solution: values.solution.trim(),
      results: values.results.trim(),
      phone: phoneE164,
      consent: 'true',
      smsProof,
    };
  }

  /** Sends the case with a verified code's proof and shows where it ended. */
  async function send(token: string, phoneE164: string) {
    if (!photo) return;
    try {
      await submitSuccessCase(api, fields(token, phoneE164), photo.file);
      proof.current = null;
      setValues(EMPTY);
      setPhoto(null);
      setPhotoKey((key) => key + 1);
      form.reset();
      closeConfirmThen(() => setDialog('sent'));
    } catch (error) {
      if (isAbort(error)) return;
      const failure = readFailure(error, locale);
      if (failure.code === 'CASE_LIMIT_REACHED') {
        closeConfirmThen(() => setDialog('limit'));
        return;
      }
      if (failure.fieldCodes.smsProof) {
        // The proof was spent or has expired: the phone must be confirmed again.
        proof.current = null;
        setStep('code');
        setCodeState({ error: failure.fields.smsProof });
        return;
      }
      const formErrors = pickFieldErrors(failure.fields, FIELDS);
      if (Object.keys(formErrors).length > 0) {
        closeConfirmThen(() => form.fail(formErrors));
        return;
      }
      const confirmErrors = pickFieldErrors(failure.fields, CONFIRM_FIELDS);
      if (Object.keys(confirmErrors).length > 0) {
        setStep('phone');
        confirm.fail(confirmErrors);
        return;
      }
      setServiceError(failure.message);
    }
  }

  async function requestCode(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setServiceError(null);
    const found: FieldErrors<ConfirmField> = {};
    const phoneError = phoneProblem(phone, locale);
    if (phoneError) found.phone = phoneError;
    if (!consent) found.consent = t('pages.successCases.confirm.consentRequired');
    if (Object.keys(found).length > 0) {
      confirm.fail(found);
      return;
    }
    confirm.reset();
    const phoneE164 = e164(phone);
    setBusy(true);
    try {
      const held = proof.current;
      if (held && held.phone === phoneE164 && held.until > Date.now()) {
        // Confirmed a moment ago; the case itself was refused for another reason.
        await send(held.token, phoneE164);
        return;
      }
      const answer = await sendSmsCode(api, { phone: phoneE164, purpose: 'case' });
      setSent(answer);
      countdown.restart(answer.resendAfterSeconds);
      setCode('');
      setCodeState({});
      setStep('code');
    } catch (error) {
      if (isAbort(error)) return;
      const failure = readFailure(error, locale);
      if (failure.code === 'SMS_RESEND_TOO_EARLY') {
        // A code sent a moment ago is still on its way: enter that one.
        const seconds = numberParam(failure, 'seconds') ?? 0;
        setSent({
          maskedPhone: maskPhone(phoneE164),
          codeLength: SMS_CODE_LENGTH,
          resendAfterSeconds: seconds,
          expiresInSeconds: 0,
        });
        countdown.restart(seconds);
        setCodeState({});
        setStep('code');
      } else if (failure.fields.phone) {
        confirm.fail({ phone: failure.fields.phone });
      } else {
        setServiceError(failure.message);
      }
    } finally {
      setBusy(false);
    }
  }

  async function confirmCode(entered: string = code) {
    if (busy) return;
    setServiceError(null);
    const length = sent?.codeLength ?? SMS_CODE_LENGTH;
    if (entered.length < length) {
      setCodeState({
        error:
          entered.length === 0
            ? t('pages.successCases.confirm.codeRequired')
            : t('pages.successCases.confirm.codeLength', { length }),
      });
      codeRef.current?.focus();
      return;
    }
    const phoneE164 = e164(phone);
    setBusy(true);
    try {
      const answer = await checkSmsCode(api, { phone: phoneE164, purpose: 'case', code: entered });
      proof.current = {
        phone: phoneE164,
        token: answer.proofToken,
        until: Date.now() + answer.expiresInSeconds * 1000,
      };
      setCodeState({});
      await send(answer.proofToken, phoneE164);
    } catch (error) {
      if (isAbort(error)) return;
      const failure = readFailure(error, locale);
      if (failure.code === 'SMS_CODE_INVALID') {
        setCodeState({ wrong: true, attemptsLeft: numberParam(failure, 'attemptsLeft') });
      } else if (failure.code === 'SMS_ATTEMPTS_EXHAUSTED') {
        setCodeState({ lockedMinutes: numberParam(failure, 'minutes') ?? 1 });
      } else if (failure.fields.code) {
        setCodeState({ error: failure.fields.code });
      } else {
        setServiceError(failure.message);
      }
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setServiceError(null);
    const phoneE164 = e164(phone);
    try {
      const answer = await sendSmsCode(api, { phone: phoneE164, purpose: 'case' });
      setSent(answer);
      countdown.restart(answer.resendAfterSeconds);
      setCodeState({});
    } catch (error) {
      const failure = readFailure(error, locale);
      if (failure.code === 'SMS_RESEND_TOO_EARLY') {
        countdown.restart(numberParam(failure, 'seconds') ?? 0);
      } else if (failure.code === 'SMS_ATTEMPTS_EXHAUSTED') {
        setCodeState({ lockedMinutes: numberParam(failure, 'minutes') ?? 1 });
      } else {
        setServiceError(failure.message);
      }
      throw error;
    }
  }

  const f = (key: FormWord) => t(`pages.successCases.form.${key}`);
  const product = values.productName.trim();
  const photoHint = t('pages.successCases.form.photoHint', {
    min: `${CASE_PHOTO_MIN_WIDTH}×${CASE_PHOTO_MIN_HEIGHT}`,
    mb: Math.round(CASE_PHOTO_MAX_BYTES / (1024 * 1024)),
  });
  const photoError = form.errors.photo ?? photoProblem ?? undefined;

  return (
    <section className={styles.formBlock} aria-labelledby="case-form-title" data-case-form="">
      <form className={styles.form} onSubmit={openConfirm} noValidate>
        <h2 id="case-form-title" className={styles.h2}>
          {f('title')}
        </h2>
        <p className={styles.text}>{f('intro')}</p>
        <SubmitSummary
          items={form.items}
          attempt={form.attempt}
          title={f('errorSummary')}
          headingLevel={3}
        />
        <p className={styles.text}>
          {f('allRequired')} {t('pages.successCases.form.charsHint', { chars: CHARS_LIST })}
        </p>
        <div className={styles.pair}>
          <TextField
            id={idOf('productName')}
            label={f('productName')}
            hint={f('productNameHint')}
            required
            forbiddenCharacters
            maxLength={FIELD_MAX_LENGTH.productName}
            value={values.productName}
            onValueChange={set('productName')}
            error={form.errors.productName}
          />
          <TextField
            id={idOf('name')}
            label={f('name')}
            required
            forbiddenCharacters
            autoComplete="name"
            maxLength={FIELD_MAX_LENGTH.name}
            value={values.name}
            onValueChange={set('name')}
            error={form.errors.name}
          />
          <TextField
            id={idOf('companyName')}
            label={f('companyName')}
            required
            forbiddenCharacters
            autoComplete="organization"
            maxLength={FIELD_MAX_LENGTH.companyName}
            value={values.companyName}
            onValueChange={set('companyName')}
            error={form.errors.companyName}
          />
          <TextField
            id={idOf('position')}
            label={f('position')}
            required
            forbiddenCharacters
            autoComplete="organization-title"
            maxLength={FIELD_MAX_LENGTH.position}
            value={values.position}
            onValueChange={set('position')}
            error={form.errors.position}
          />
          <TextField
            id={idOf('email')}
            type="email"
            label={f('email')}
            required
            autoComplete="email"
            spellCheck={false}
            maxLength={FIELD_MAX_LENGTH.email}
            value={values.email}
            onValueChange={set('email')}
            error={form.errors.email}
          />
        </div>
        <TextArea
          id={idOf('problem')}
          label={f('problem')}
          required
          forbiddenCharacters
          rows={4}
          maxLength={FIELD_MAX_LENGTH.caseText}
          value={values.problem}
          onValueChange={set('problem')}
          error={form.errors.problem}
        />
        <TextArea
          id={idOf('solution')}
          label={
            product
              ? t('pages.successCases.form.solution', { product: `«${product}»` })
              : f('solutionNoProduct')
          }
          required
          forbiddenCharacters
          rows={4}
          maxLength={FIELD_MAX_LENGTH.caseText}
          value={values.solution}
          onValueChange={set('solution')}
          error={form.errors.solution}
        />
        <TextArea
          id={idOf('results')}
          label={f('results')}
          required
          forbiddenCharacters
          rows={4}
          maxLength={FIELD_MAX_LENGTH.caseText}
          value={values.results}
          onValueChange={set('results')}
          error={form.errors.results}
        />
        <Field id={idOf('photo')} label={f('photo')} hint={photoHint} error={photoError} required>
          {(control) => (
            <>
              <div className={styles.photoPicker}>
                <input
                  key={photoKey}
                  {...control}
                  type="file"
                  accept="image/jpeg,image/png,.jpg,.jpeg,.png"
                  className={styles.photoInput}
                  onChange={(event) => void choosePhoto(event)}
                />
                {/* The browser's own button speaks the browser's language; this one the page's. */}
                <label htmlFor={control.id} className={styles.photoButton}>
                  {f('photoChoose')}
                </label>
                <span className={styles.photoName} aria-live="polite">
                  {photoBusy
                    ? f('photoReading')
                    : photo
                      ? t('pages.successCases.form.photoChosen', {
                          name: photo.file.name,
                          width: photo.info.width,
                          height: photo.info.height,
                        })
                      : f('photoNone')}
                </span>
              </div>
              {photo?.url && !photoBusy && (
                <div className={styles.preview}>
                  <img className={styles.previewImage} src={photo.url} alt={f('photoPreview')} />
                </div>
              )}
            </>
          )}
        </Field>
        <div className={styles.actions}>
          <Button type="submit" size="l" loading={photoBusy} loadingLabel={f('photoReading')}>
            {f('submit')}
          </Button>
        </div>
      </form>

      <Dialog
        open={dialog === 'confirm'}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        title={t('pages.successCases.confirm.title')}
        description={step === 'phone' ? t('pages.successCases.confirm.description') : undefined}
        initialFocusRef={step === 'phone' ? phoneRef : undefined}
      >
        {step === 'phone' && (
          <form className={styles.dialogForm} onSubmit={(e) => void requestCode(e)} noValidate>
            <SubmitSummary
              items={confirm.items}
              attempt={confirm.attempt}
              title={f('errorSummary')}
              headingLevel={3}
            />
            <PhoneInput
              ref={phoneRef}
              id={idOf('phone')}
              label={t('pages.successCases.confirm.phone')}
              required
              fullWidth
              value={phone}
              onChange={setPhone}
              error={confirm.errors.phone}
            />
            <Checkbox
              id={idOf('consent')}
              label={t('pages.successCases.confirm.consent')}
              required
              checked={consent}
              onCheckedChange={setConsent}
              error={confirm.errors.consent}
            />
            <ServiceError message={serviceError} />
            <div className={styles.actions}>
              <Button
                type="submit"
                loading={busy}
                loadingLabel={t('pages.successCases.confirm.sendingCode')}
              >
                {t('pages.successCases.confirm.getCode')}
              </Button>
              <DialogClose>
                <Button variant="secondary">{t('pages.successCases.confirm.cancel')}</Button>
              </DialogClose>
            </div>
          </form>
        )}
        {step === 'code' && sent && (
          <SmsStep
            level={3}
            title={t('pages.successCases.confirm.codeTitle')}
            sentText={t('pages.successCases.confirm.sentTo', { phone: sent.maskedPhone })}
            codeId={idOf('code')}
            codeRef={codeRef}
            length={sent.codeLength}
            code={code}
            onCodeChange={(next) => {
              setCode(next);
              setCodeState((state) => (state.lockedMinutes ? state : {}));
            }}
            state={codeState}
            countdown={countdown}
            onResend={resend}
            onConfirm={(entered) => void confirmCode(entered)}
            confirmLabel={t('pages.successCases.confirm.confirm')}
            busyLabel={t('pages.successCases.confirm.confirming')}
            busy={busy}
            onEdit={() => {
              setServiceError(null);
              focusPhone.current = true;
              setStep('phone');
            }}
            editLabel={t('pages.successCases.confirm.edit')}
            serviceError={serviceError}
          />
        )}
      </Dialog>

      <Dialog
        open={dialog === 'sent'}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        variant="alert"
        title={t('pages.successCases.sent.title')}
        description={t('pages.successCases.sent.text')}
        footer={
          <DialogClose>
            <Button>{t('pages.successCases.sent.close')}</Button>
          </DialogClose>
        }
      />

      <Dialog
        open={dialog === 'limit'}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        variant="alert"
        title={t('pages.successCases.limit.title')}
        description={t('pages.successCases.limit.text', { limit: SUCCESS_CASES_PER_DAY })}
        footer={
          <DialogClose>
            <Button>{t('pages.successCases.limit.close')}</Button>
          </DialogClose>
        }
      />
    </section>
  );
}
