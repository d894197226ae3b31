import type { AccountInfo, In } from '../../../contract/index.ts';
import { FIELD_MAX_LENGTH } from '../../../contract/limits.ts';
import { Button, PhoneInput, TextField } from '../../../lib/index.ts';
import {
  Form,
  ServiceError,
  StepHeading,
  e164,
  formStyles as w,
  phoneProblem,
  useForm,
} from '../../forms/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { callEndpoint, useApi } from '../api/index.ts';
import {
  CompanyDetailsFields,
  companyDetailsInput,
  companyDetailsOf,
  companyDetailsProblems,
  companyDetailsServerFields,
  type CompanyDetailsRequired,
  type CompanyDetailsValues,
} from '../company/index.ts';
import * as styles from './cabinet.css.ts';

type ProfileValues = CompanyDetailsValues & { owner: string; phone: string; employees: string };

const MAX_EMPLOYEES = 1_000_000;

/**
 * The backend keeps a field sent blank as it was (only the office number and the staff count can
 * be cleared), so a field that has a value must keep one: clearing it would look saved and not be.
 */
function requiredOf(account: AccountInfo): CompanyDetailsRequired {
  return {
    positionId: account.headPositionId !== null,
    bankId: account.bankId !== null,
    legalAddress: account.legalAddress !== null,
    actualAddress: account.actualAddress !== null,
  };
}

/** What the profile form sends: every field, blanks left out (or cleared where that is allowed). */
function requestOf(values: ProfileValues): In<'updateAccountInfo'> {
  const details = companyDetailsInput(values);
  const employees = values.employees.trim();
  return {
    owner: values.owner.trim() || undefined,
    headPositionId: details.positionId ?? undefined,
    phone: e164(values.phone),
    employeesNumber: employees === '' ? null : Number(employees),
    legalAddress: details.legalAddress || undefined,
    actualAddress: details.actualAddress || undefined,
    flat: details.flat,
    // The server takes the bank and the account together.
    ...(details.bankId && details.iban ? { bankId: details.bankId, iban: details.iban } : {}),
  };
}

export interface ProfileFormProps {
  account: AccountInfo;
  onSaved: (account: AccountInfo) => void;
  onCancel: () => void;
}

/**
 * «Изменить» on the profile (§2.19): the head, the phone, the staff count and the company details
 * (`CompanyDetailsFields`), checked as the server checks them; «Сохранить» stores them
 * (`update-account-info`), «Отмена» leaves without saving. A failed save keeps everything typed
 * and says why (GOV.UK).
 */
export function ProfileForm({ account, onSaved, onCancel }: ProfileFormProps) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const required = requiredOf(account);
  const form = useForm({
    locale,
    initial: (): ProfileValues => ({
      owner: account.owner ?? '',
      phone: account.phone,
      employees: account.employeesNumber?.toString() ?? '',
      ...companyDetailsOf({
        positionId: account.headPositionId,
        bankId: account.bankId,
        iban: account.iban,
        legalAddress: account.legalAddress,
        actualAddress: account.actualAddress,
        flat: account.flat,
      }),
    }),
    validate: (v) => {
      const employees = v.employees.trim();
      const owner = v.owner.trim();
      return {
        owner:
          owner === ''
            ? account.owner !== null
              ? t('cabinet.profile.required.owner')
              : undefined
            : owner.length > FIELD_MAX_LENGTH.name
              ? t('cabinet.company.tooLong', { max: FIELD_MAX_LENGTH.name })
              : undefined,
        phone:
          v.phone.trim() === ''
            ? t('cabinet.profile.required.phone')
            : // the company's contact line: nothing is texted to it, an office line will do
              phoneProblem(v.phone, locale, true, 'any'),
        employees:
          employees !== '' && (!/^\d+$/.test(employees) || Number(employees) > MAX_EMPLOYEES)
            ? t('cabinet.profile.employeesInvalid')
            : undefined,
        ...companyDetailsProblems(v, { t, locale, required }),
      };
    },
    serverFields: {
      ...companyDetailsServerFields({
        positionId: 'headPositionId',
        legalAddress: 'legalAddress',
        actualAddress: 'actualAddress',
      }),
      employeesNumber: 'employees',
    },
    order: [
      'owner',
      'phone',
      'employees',
      'positionId',
      'bankId',
      'iban',
      'legalAddress',
      'actualAddress',
      'flat',
    ],
    submit: (v, { signal }) => callEndpoint(api, 'updateAccountInfo', requestOf(v), { signal }),
    onSuccess: onSaved,
  });

  return (
    <Form
      form={form}
      summaryLevel={3}
      className={styles.section}
      data-step="profile-edit"
      header={<StepHeading level={2}>{t('cabinet.profile.editTitle')}</StepHeading>}
    >
      <TextField
        {...form.field('owner')}
        label={t('cabinet.profile.owner')}
        hint={t('cabinet.profile.ownerHint')}
        required={account.owner !== null}
        autoComplete="name"
        maxLength={FIELD_MAX_LENGTH.name}
      />
      <div className={w.pair}>
        <PhoneInput
          {...form.field('phone')}
          accept="any"
          label={t('cabinet.profile.phone')}
          required
        />
        <TextField
          {...form.field('employees')}
          label={t('cabinet.profile.employees')}
          hint={t('cabinet.profile.employeesHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={7}
        />
      </div>
      <CompanyDetailsFields form={form} required={required} companyNumber={account.bin} />
      <ServiceError message={form.serviceError} />
      <div className={styles.actions}>
        <Button type="submit" loading={form.busy} loadingLabel={t('cabinet.profile.saving')}>
          {t('cabinet.profile.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('cabinet.profile.cancel')}
        </Button>
      </div>
    </Form>
  );
}
