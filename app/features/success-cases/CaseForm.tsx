import { useRef, useState } from 'react';
import type { SuccessCaseSubmitFields } from '../../../contract/index.ts';
import { FIELD_MAX_LENGTH, SUCCESS_CASES_PER_DAY } from '../../../contract/limits.ts';
import { FORBIDDEN_CHARACTERS } from '../../../contract/rules/forbiddenCharacters.ts';
import {
  Button,
  Dialog,
  DialogClose,
  TextArea,
  TextField,
  forbiddenCharactersMessage,
} from '../../../lib/index.ts';
import type { Messages } from '../../../locales/index.ts';
import {
  Form,
  isAbort,
  isEmailAcceptable,
  readFailure,
  useForm,
  type FieldErrors,
} from '../../forms/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { callEndpoint, useApi } from '../api/index.ts';
import { CaseConfirmDialog, type SendCase } from './CaseConfirmDialog.tsx';
import { NO_PHOTO, PhotoField, type PhotoValue } from './PhotoField.tsx';
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

type CaseValues = Record<TextFieldName, string> & { photo: PhotoValue };
const EMPTY: CaseValues = {
  productName: '',
  name: '',
  companyName: '',
  position: '',
  email: '',
  problem: '',
  solution: '',
  results: '',
  photo: NO_PHOTO,
};

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
 * problems and tasks, the solution by the product, results and a photo. The text fields refuse the
 * CRM's forbidden characters. Sending opens the phone confirmation (`CaseConfirmDialog`); the case
 * goes out with the code's proof and the result is «Кейс отправлен» (published after moderation)
 * or, past 3 a day from one phone, the limit dialog — said when the code is asked for, before an
 * SMS is sent. Errors follow GOV.UK; nothing typed is lost.
 */
export function CaseForm() {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // A new key empties the file input after a case is sent (a file input cannot be set).
  const [photoKey, setPhotoKey] = useState(0);
  /** What had focus when the confirmation opened: focus comes back there when it closes. */
  const openedFrom = useRef<HTMLElement | null>(null);
  const f = (key: FormWord) => t(`pages.successCases.form.${key}`);

  function validate(v: CaseValues): FieldErrors<CaseValues> {
    const found: FieldErrors<CaseValues> = {};
    for (const field of TEXT_FIELDS) {
      const value = v[field];
      if (value.trim() === '') found[field] = t(`pages.successCases.form.required.${field}`);
      else if (field === 'email') {
        if (!isEmailAcceptable(value)) found.email = f('emailInvalid');
      } else found[field] = forbiddenCharactersMessage(value, locale) || undefined;
    }
    // A photo still being read is neither missing nor wrong yet (the submit waits for it).
    if (!v.photo.reading) {
      found.photo =
        v.photo.problem ??
        (v.photo.chosen ? undefined : t('pages.successCases.form.required.photo'));
    }
    return found;
  }

  const form = useForm({
    locale,
    initial: EMPTY,
    validate,
    submit: async (v) => {
      if (v.photo.reading) return;
      openedFrom.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setDialog('confirm');
    },
  });
  const { values } = form;

  /** Closes the confirmation, then (once focus is back on the form) does `then`. */
  function closeConfirmThen(then: () => void) {
    setDialog(null);
    afterFocusReturns(openedFrom.current, then);
  }

  const send: SendCase = async (smsProof, phone, signal) => {
    const photo = values.photo.chosen;
    if (!photo) return false;
    const fields: SuccessCaseSubmitFields = {
      ...(Object.fromEntries(TEXT_FIELDS.map((name) => [name, values[name].trim()])) as Record<
        TextFieldName,
        string
      >),
      phone,
      consent: 'true',
      smsProof,
    };
    try {
      await callEndpoint(api, 'successCaseSubmit', multipart(fields, photo.file), { signal });
    } catch (error) {
      const failure = isAbort(error) ? null : readFailure(error, locale);
      if (failure?.code === 'CASE_LIMIT_REACHED') {
        closeConfirmThen(() => setDialog('limit'));
        return false;
      }
      const refused = failure ? formFields(failure.fields) : null;
      if (!refused) throw error; // the dialog shows it
      closeConfirmThen(() => form.fail(refused));
      return false;
    }
    form.update(EMPTY);
    setPhotoKey((key) => key + 1);
    form.clearErrors();
    closeConfirmThen(() => setDialog('sent'));
    return true;
  };

  const text = (name: TextFieldName) => ({
    label: f(name),
    required: true,
    forbiddenCharacters: name !== 'email',
    ...form.field(name),
  });
  const product = values.productName.trim();

  return (
    <section className={styles.formBlock} aria-labelledby="case-form-title" data-case-form="">
      <Form
        form={form}
        summaryLevel={3}
        summaryTitle={f('errorSummary')}
        className={styles.form}
        header={
          <>
            <h2 id="case-form-title" className={styles.h2}>
              {f('title')}
            </h2>
            <p className={styles.text}>{f('intro')}</p>
          </>
        }
      >
        <p className={styles.text}>
          {f('allRequired')} {t('pages.successCases.form.charsHint', { chars: CHARS_LIST })}
        </p>
        <div className={styles.pair}>
          <TextField
            {...text('productName')}
            hint={f('productNameHint')}
            maxLength={FIELD_MAX_LENGTH.productName}
          />
          <TextField {...text('name')} autoComplete="name" maxLength={FIELD_MAX_LENGTH.name} />
          <TextField
            {...text('companyName')}
            autoComplete="organization"
            maxLength={FIELD_MAX_LENGTH.companyName}
          />
          <TextField
            {...text('position')}
            autoComplete="organization-title"
            maxLength={FIELD_MAX_LENGTH.position}
          />
          <TextField
            {...text('email')}
            type="email"
            autoComplete="email"
            spellCheck={false}
            maxLength={FIELD_MAX_LENGTH.email}
          />
        </div>
        <TextArea {...text('problem')} rows={4} maxLength={FIELD_MAX_LENGTH.caseText} />
        <TextArea
          {...text('solution')}
          label={
            product
              ? t('pages.successCases.form.solution', { product: `«${product}»` })
              : f('solutionNoProduct')
          }
          rows={4}
          maxLength={FIELD_MAX_LENGTH.caseText}
        />
        <TextArea {...text('results')} rows={4} maxLength={FIELD_MAX_LENGTH.caseText} />
        <PhotoField
          id={form.idOf('photo')}
          value={values.photo}
          onChange={(photo) => form.set('photo', photo)}
          error={form.errors.photo}
          resetKey={photoKey}
        />
        <div className={styles.actions}>
          <Button
            type="submit"
            size="l"
            loading={values.photo.reading}
            loadingLabel={f('photoReading')}
          >
            {f('submit')}
          </Button>
        </div>
      </Form>

      <CaseConfirmDialog
        open={dialog === 'confirm'}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        send={send}
        onLimit={() => closeConfirmThen(() => setDialog('limit'))}
      />
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

/** The failure's field errors that belong to the case form (not the confirmation's). */
function formFields(fields: Record<string, string>): FieldErrors<CaseValues> | null {
  const names: readonly string[] = [...TEXT_FIELDS, 'photo'];
  const found = Object.entries(fields).filter(([name]) => names.includes(name));
  return found.length > 0 ? Object.fromEntries(found) : null;
}

/** The case as the call takes it (multipart): the text fields, then the photo. */
function multipart(fields: SuccessCaseSubmitFields, photo: Blob): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('photo', photo, photo instanceof File ? photo.name : 'photo');
  return form;
}
