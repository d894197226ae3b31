import { FIELD_MAX_LENGTH } from '../../../../contract/limits.ts';
import { BinInput } from '../../../../lib/components/BinInput/BinInput.tsx';
import { Checkbox } from '../../../../lib/components/Checkbox/Checkbox.tsx';
import { PhoneInput } from '../../../../lib/components/PhoneInput/PhoneInput.tsx';
import { TextArea } from '../../../../lib/components/TextArea/TextArea.tsx';
import { TextField } from '../../../../lib/components/TextField/TextField.tsx';
import type { consultation, common } from '../../../../locales/ru/widgets.ts';
import type { Shape } from '../../../../locales/types.ts';
import {
  ConsentCheckbox,
  formStyles as layout,
  useAutoComplete,
  type FormApi,
} from '../../../forms/index.ts';

/** What the consultation form asks (§2.13). */
export type ConsultationValues = {
  name: string;
  phone: string;
  bin: string;
  companyName: string;
  email: string;
  comment: string;
  consent: boolean;
  managerHelped: boolean;
  agentLogin: string;
};

export const EMPTY_CONSULTATION: ConsultationValues = {
  name: '',
  phone: '',
  bin: '',
  companyName: '',
  email: '',
  comment: '',
  consent: false,
  managerHelped: false,
  agentLogin: '',
};

interface Words {
  common: Shape<typeof common>;
  consultation: Shape<typeof consultation>;
}

/**
 * The consultation form's fields: name, phone*, BIN*, company, e-mail (and on the any-device page
 * the devices wanted), consent, and «Мне помог заполнить заявку менеджер» revealing the agent login.
 */
export function ConsultationFields({
  form,
  words: s,
  handset,
  siteOrigin,
}: {
  form: FormApi<ConsultationValues>;
  words: Words;
  handset: boolean;
  /** The operator site's origin when the form is on another site: where the notice link leads. */
  siteOrigin?: string;
}) {
  const label = s.common.fields;
  const auto = useAutoComplete();
  const optional = label.optional;
  const helped = form.values.managerHelped;
  return (
    <>
      <div className={layout.pair}>
        <TextField
          label={label.name}
          hint={optional}
          autoComplete={auto('name')}
          maxLength={FIELD_MAX_LENGTH.name}
          {...form.field('name')}
        />
        <PhoneInput
          label={label.phone}
          required
          fullWidth
          autoComplete={auto('tel')}
          {...form.field('phone')}
        />
        <BinInput
          label={label.bin}
          required
          fullWidth
          autoComplete={auto()}
          {...form.field('bin')}
        />
        <TextField
          label={label.companyName}
          hint={optional}
          autoComplete={auto('organization')}
          maxLength={FIELD_MAX_LENGTH.companyName}
          {...form.field('companyName')}
        />
        <TextField
          type="email"
          label={label.email}
          hint={optional}
          autoComplete={auto('email')}
          spellCheck={false}
          maxLength={FIELD_MAX_LENGTH.email}
          {...form.field('email')}
        />
      </div>
      {handset && (
        <TextArea
          label={s.consultation.comment}
          hint={s.consultation.commentHint}
          maxLength={FIELD_MAX_LENGTH.comment}
          rows={3}
          autoComplete={auto()}
          {...form.field('comment')}
        />
      )}
      <ConsentCheckbox locale={form.locale} siteOrigin={siteOrigin} {...form.checkbox('consent')} />
      <Checkbox
        label={s.consultation.managerHelped}
        aria-controls={helped ? form.idOf('agentLogin') : undefined}
        {...form.checkbox('managerHelped')}
      />
      {helped && (
        <TextField
          label={s.consultation.agentLogin}
          hint={s.consultation.agentLoginHint}
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={FIELD_MAX_LENGTH.agentLogin}
          {...form.field('agentLogin')}
        />
      )}
    </>
  );
}
