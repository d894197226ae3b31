import { useState } from 'react';
import type { ApplicationIntent, LoginResponse } from '../../../contract/index.ts';
import { Button, PhoneInput } from '../../../lib/index.ts';
import { Form, e164, formStyles as w, phoneProblem, useForm } from '../../forms/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { callEndpoint, useApi } from '../api/index.ts';
import {
  EdsProblemView,
  SignerAccessNotice,
  edsProblemOf,
  signedCms,
  textToBase64,
  useNcaLayerSign,
  type EdsProblem,
} from '../eds/index.ts';
import type { Handoff } from './handoff.ts';

/**
 * Login by EDS (§2.18): a one-time challenge from the server, signed in NCALayer with the
 * company's AUTH key, checked by the server, which answers with the session's tokens. A new
 * challenge for every attempt (the server spends one on its first use). With a hand-off the
 * application's contact phone is asked too. Every failure says its §8 words, with the server's
 * finer reason and, when NCALayer cannot be reached, what to check; SMS stays one tab away.
 */
export function EdsLogin({
  handoff,
  intent,
  onSignedIn,
  onNoApplication,
  onUseSms,
}: {
  handoff: Handoff | null;
  intent: ApplicationIntent | undefined;
  onSignedIn: (result: LoginResponse) => void;
  /** The company has no application and brought none: the access gate. */
  onNoApplication: () => void;
  onUseSms: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const signer = useNcaLayerSign();
  const [problem, setProblem] = useState<EdsProblem | null>(null);

  const form = useForm({
    locale,
    initial: { phone: '' },
    // A new client's application needs a phone to reach them; a known company has one.
    validate: (v) => ({
      phone: handoff && v.phone.trim() !== '' ? phoneProblem(v.phone, locale) : undefined,
    }),
    submit: async (v, { signal }) => {
      setProblem(null);
      const challenge = await callEndpoint(api, 'edsChallenge', undefined, { signal });
      const cms = await signedCms(
        signer.sign({ data: textToBase64(challenge.challenge), usage: 'auth' }),
      );
      return callEndpoint(
        api,
        'edsLogin',
        {
          challengeId: challenge.challengeId,
          signature: cms,
          phone: v.phone.trim() ? e164(v.phone) : undefined,
          intent,
        },
        { signal },
      );
    },
    onSuccess: onSignedIn,
    onFailure: (failure) => {
      if (failure.code === 'CABINET_NO_APPLICATION') onNoApplication();
      else setProblem(edsProblemOf(failure, locale));
      return true;
    },
  });

  return (
    <Form
      form={form}
      summaryLevel={3}
      data-step="eds-login"
      header={
        <>
          <p className={w.text}>{t('cabinet.login.eds.intro')}</p>
          <SignerAccessNotice className={w.text} />
        </>
      }
    >
      {handoff && <PhoneInput hint={t('cabinet.login.eds.phoneHint')} {...form.field('phone')} />}
      <EdsProblemView problem={problem} />
      <div className={w.actions}>
        <Button
          type="submit"
          size="l"
          loading={form.busy}
          loadingLabel={t('cabinet.login.eds.signing')}
        >
          {t('cabinet.login.eds.sign')}
        </Button>
        {problem && (
          <Button variant="secondary" size="l" onClick={onUseSms}>
            {t('cabinet.login.eds.useSms')}
          </Button>
        )}
      </div>
    </Form>
  );
}
