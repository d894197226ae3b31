import { useMemo, useState } from 'react';
import type { ApplicationIntent, In, LoginResponse } from '../../../contract/index.ts';
import { FIELD_MAX_LENGTH } from '../../../contract/limits.ts';
import {
  BinInput,
  PhoneInput,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
} from '../../../lib/index.ts';
import {
  Form,
  FormActions,
  SmsStep,
  binProblem,
  e164,
  formStyles as w,
  optional,
  phoneProblem,
  useForm,
  useRefocus,
  useSmsConfirmation,
} from '../../forms/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { CABINET_HOME_PATH } from '../../routes/cabinetPaths.ts';
import { useSiteNavigate } from '../../routes/useSiteNavigate.ts';
import { callEndpoint, useApi } from '../api/index.ts';
import { useSession } from '../session/index.ts';
import { AccessGate } from './AccessGate.tsx';
import { EdsLogin } from './EdsLogin.tsx';
import { clearHandoff, readHandoff, type Handoff } from './handoff.ts';
import { HandoffSummary } from './HandoffSummary.tsx';
import { WIZARD_PATH } from './paths.ts';
import { PhoneNotice } from './PhoneNotice.tsx';
import * as styles from './auth.css.ts';

/** The login call's form of a hand-off: the application request tagged with its type. */
function intentOf(handoff: Handoff): ApplicationIntent {
  return handoff.appType === 'internet'
    ? { appType: 'internet', ...handoff.intent }
    : { appType: 'mobile', ...handoff.intent };
}

type Login = { bin: string; phone: string; companyName: string };

/**
 * The cabinet login at /auth (§2.18): company BIN (a sole proprietor's IIN) and phone →
 * «Продолжить» → the code from the SMS → tokens through the session's `login`. A hand-off from a
 * public flow travels with the login (the backend creates the application), and the visitor goes on
 * to the wizard. On a phone a notice above the form says what works there (the SMS login, SMS and
 * eGov signing) and what needs a computer (an EDS through NCALayer).
 *
 * The backend says nothing about the company before the phone is proven (server/README.md
 * «Sign-in without an oracle»): every well-formed BIN and phone get a code. So the access gate
 * (a company without applications and without a hand-off) and «the phone is not the company's»
 * come as the answer to the code: the gate replaces the form, the phone warning goes back to the
 * form, at the phone field, with both values kept.
 */
export function LoginScreen() {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const session = useSession();
  const go = useSiteNavigate();
  // The route renders in the browser only, so storage can be read while rendering.
  const handoff = useMemo<Handoff | null>(() => readHandoff(), []);
  const [step, setStep] = useState<'form' | 'code' | 'gate'>('form');
  const [method, setMethod] = useState<'sms' | 'eds'>('sms');

  /** The same for both ways in: the session, then the wizard of a hand-off or the cabinet's home. */
  function signedIn(result: LoginResponse) {
    // The login made the application from the hand-off; only an unfinished one already there
    // leaves it pending, for the wizard's «Завершите старую заявку…».
    if (result.createdApplication) clearHandoff();
    // Leave /auth before the session exists: a signed-in visitor on /auth is sent to the
    // cabinet's home, and the hand-off must reach its wizard instead.
    go(handoff ? WIZARD_PATH[handoff.appType] : CABINET_HOME_PATH);
    session.login(result, result.account);
  }

  const request = (v: Login): In<'loginStart'> => ({
    bin: v.bin,
    phone: e164(v.phone),
    companyName: handoff ? optional(v.companyName) : undefined,
    intent: handoff ? intentOf(handoff) : undefined,
  });

  const sms = useSmsConfirmation({
    locale,
    send: (_phone, signal) => callEndpoint(api, 'loginStart', request(form.values), { signal }),
    verify: (phone, code, signal) =>
      callEndpoint(api, 'loginVerify', { bin: form.values.bin, phone, code }, { signal }),
    onVerified: async ({ result }) => signedIn(result),
    onFailure: (failure, name) => {
      if (name !== 'verify') return false;
      if (failure.code === 'CABINET_NO_APPLICATION') {
        setStep('gate');
        return true;
      }
      const phone = failure.fields.phone;
      if (failure.code === 'LOGIN_PHONE_MISMATCH' && phone) {
        sms.leave();
        setStep('form');
        form.fail({ phone });
        return true;
      }
      return false;
    },
  });

  const form = useForm({
    locale,
    initial: { bin: '', phone: '', companyName: '' } as Login,
    validate: (v) => ({ bin: binProblem(v.bin, locale), phone: phoneProblem(v.phone, locale) }),
    submit: async (v) => {
      await sms.start(e164(v.phone));
      setStep('code');
    },
  });
  // Back from the code: to the BIN, unless the summary took focus (the phone warning).
  useRefocus(step === 'form', () => {
    if (form.summary.items.length === 0) form.focus('bin');
  });

  return (
    <div className={styles.screen}>
      {/* On a phone: what works here and what needs a computer; it blocks nothing (§2.18). */}
      <PhoneNotice />

      {handoff && step !== 'gate' && <HandoffSummary handoff={handoff} />}

      {step !== 'gate' && (
        <Tabs value={method} onValueChange={(next) => setMethod(next as 'sms' | 'eds')}>
          <TabList label={t('cabinet.login.methods.label')}>
            <Tab value="sms">{t('cabinet.login.methods.sms')}</Tab>
            <Tab value="eds">{t('cabinet.login.methods.eds')}</Tab>
          </TabList>
          <TabPanel value="sms">
            {step === 'form' && (
              <Form
                form={form}
                summaryLevel={2}
                data-step="login"
                header={<p className={w.text}>{t('cabinet.login.intro')}</p>}
              >
                <BinInput label={t('cabinet.login.binLabel')} required {...form.field('bin')} />
                <PhoneInput required hint={t('cabinet.login.phoneHint')} {...form.field('phone')} />
                {handoff && (
                  <TextField
                    label={t('cabinet.login.companyName')}
                    hint={t('cabinet.login.companyNameHint')}
                    autoComplete="organization"
                    maxLength={FIELD_MAX_LENGTH.companyName}
                    {...form.field('companyName')}
                  />
                )}
                <FormActions
                  serviceError={form.serviceError}
                  busy={form.busy}
                  busyLabel={t('cabinet.login.sending')}
                  submitLabel={t('cabinet.login.continue')}
                />
              </Form>
            )}

            {step === 'code' && sms.sent && (
              <SmsStep
                sms={sms}
                codeId={`${form.idOf('phone')}-code`}
                level={2}
                title={t('cabinet.login.codeTitle')}
                sentText={t('cabinet.login.codeSent', { phone: sms.sent.maskedPhone })}
                confirmLabel={t('cabinet.login.signIn')}
                busyLabel={t('cabinet.login.signingIn')}
                onEdit={() => setStep('form')}
                editLabel={t('cabinet.login.edit')}
              />
            )}
          </TabPanel>
          <TabPanel value="eds">
            <EdsLogin
              handoff={handoff}
              intent={handoff ? intentOf(handoff) : undefined}
              onSignedIn={signedIn}
              onNoApplication={() => setStep('gate')}
              onUseSms={() => setMethod('sms')}
            />
          </TabPanel>
        </Tabs>
      )}

      {step === 'gate' && <AccessGate onBack={() => setStep('form')} />}
    </div>
  );
}
