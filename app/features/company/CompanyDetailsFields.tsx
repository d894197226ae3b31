import { useMemo } from 'react';
import { FIELD_MAX_LENGTH } from '../../../contract/limits.ts';
import { positionFitsCompany } from '../../../contract/rules/bin.ts';
import { Loader, Select, TextField, type SelectOption } from '../../../lib/index.ts';
import type { Load } from '../../data/index.ts';
import { LoadFailed, formStyles as w, useRefocus, type FormApi } from '../../forms/index.ts';
import { useT } from '../../i18n/index.ts';
import { useBanks, useCustomerIbans, usePositions } from './hooks.ts';
import {
  ALL_REQUIRED,
  NEW_IBAN,
  type CompanyDetailsRequired,
  type CompanyDetailsValues,
} from './rules.ts';
import * as styles from './company.css.ts';

export interface CompanyDetailsFieldsProps<V extends CompanyDetailsValues> {
  /** The parent's form: it owns these values beside its own, and submits them. */
  form: FormApi<V>;
  /** Which fields are required. @default all but the office number (the wizard's step 1) */
  required?: CompanyDetailsRequired;
  /**
   * The company's number. A sole proprietor registered by IIN is headed by its owner: the
   * position list offers only «Индивидуальный предприниматель» (the server refuses any other).
   */
  companyNumber?: string;
}

/** The list's options, keeping a chosen value the list no longer has (so it still shows). */
function optionsOf<T>(
  load: Load<T[]>,
  toOption: (item: T) => SelectOption,
  chosen: string | null,
  chosenLabel?: string | null,
): SelectOption[] {
  const options = load.state.status === 'ready' ? load.state.data.map(toOption) : [];
  if (chosen && !options.some((o) => o.id === chosen)) {
    options.unshift({ id: chosen, label: chosenLabel ?? chosen });
  }
  return options;
}

/**
 * Company details (§2.19, wizard step 1 §2.22): the head's position (it must match the charter
 * exactly — the client answers for it), the bank, an account of the company at that bank (the
 * list is read again when the bank changes; «Другой счёт» opens a field to type one), the legal
 * and actual address and the office number. Built once for the profile and both wizards: the
 * parent's `useForm` owns the values (`CompanyDetailsValues`) and checks them with
 * `companyDetailsProblems`.
 */
export function CompanyDetailsFields<V extends CompanyDetailsValues>({
  form: owner,
  required = ALL_REQUIRED,
  companyNumber = '',
}: CompanyDetailsFieldsProps<V>) {
  // Sound: only the company-details keys are read and written here, each with its declared
  // type, and V has all of them; the parent's other fields pass through `update` untouched.
  const form = owner as unknown as FormApi<CompanyDetailsValues>;
  const t = useT();
  const { values } = form;
  const positions = usePositions();
  const banks = useBanks();
  const ibans = useCustomerIbans(values.bankId);

  const positionOptions = useMemo(
    () =>
      optionsOf(positions, (p) => ({ id: p.id, label: p.name }), values.positionId).filter(
        (o) => o.id === values.positionId || positionFitsCompany(companyNumber, o.id),
      ),
    [positions, values.positionId, companyNumber],
  );
  const bankOptions = useMemo(
    () => optionsOf(banks, (b) => ({ id: b.id, label: b.name }), values.bankId),
    [banks, values.bankId],
  );
  const listed = values.ibanTyped ? null : values.iban || null;
  const ibanOptions = useMemo(
    () => [
      ...optionsOf(ibans, (i) => ({ id: i.iban, label: i.iban }), listed),
      { id: NEW_IBAN, label: t('cabinet.company.ibanOther') },
    ],
    [ibans, listed, t],
  );

  const lists = [positions, banks, ibans];
  const loading = lists.some((l) => l.state.status === 'loading');
  const failures = lists.flatMap((l) =>
    l.state.status === 'failed'
      ? [{ message: l.state.message, retrying: l.state.retrying, retry: l.retry }]
      : [],
  );
  // «Другой счёт» chosen: the field to type it in is next, and takes focus.
  useRefocus(values.ibanTyped, () => form.focus('iban'));
  const position = form.field('positionId');
  const bank = form.field('bankId');
  const iban = form.field('iban');

  return (
    <div className={styles.fields}>
      {loading && <Loader size="s" label={t('cabinet.company.loading')} />}
      {failures.map((failure) => (
        <LoadFailed
          key={failure.message}
          compact
          message={failure.message}
          retrying={failure.retrying}
          onRetry={failure.retry}
        />
      ))}
      <Select
        {...position}
        label={t('cabinet.company.position')}
        hint={t('cabinet.company.positionHint')}
        required={required.positionId === true}
        options={positionOptions}
        searchable={false}
        disabled={positions.state.status === 'loading'}
      />
      <div className={w.pair}>
        <Select
          {...bank}
          label={t('cabinet.company.bank')}
          required={required.bankId === true}
          options={bankOptions}
          disabled={banks.state.status === 'loading'}
          onChange={(bankId) =>
            form.update((current) => ({
              ...current,
              bankId,
              // Another bank's account cannot stay chosen; one being typed stays as typed.
              iban: current.ibanTyped ? current.iban : '',
            }))
          }
        />
        <Select
          // The error and the summary's link go to whichever control holds the account. The
          // trigger keeps the id it was made with, so a change of role makes a new one.
          key={values.ibanTyped ? 'typed' : 'listed'}
          id={values.ibanTyped ? form.idOf('ibanTyped') : iban.id}
          error={values.ibanTyped ? undefined : iban.error}
          label={t('cabinet.company.iban')}
          required={required.bankId === true}
          options={ibanOptions}
          searchable={false}
          placeholder={values.bankId === null ? t('cabinet.company.ibanNoBank') : undefined}
          disabled={values.bankId === null || ibans.state.status === 'loading'}
          value={values.ibanTyped ? NEW_IBAN : listed}
          onChange={(choice) =>
            form.update((current) => ({
              ...current,
              ibanTyped: choice === NEW_IBAN,
              iban: choice === NEW_IBAN ? '' : (choice ?? ''),
            }))
          }
        />
      </div>
      {values.ibanTyped && (
        <TextField
          {...form.field('iban')}
          label={t('cabinet.company.newIban')}
          hint={t('cabinet.company.newIbanHint')}
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
        />
      )}
      <TextField
        {...form.field('legalAddress')}
        label={t('cabinet.company.legalAddress')}
        hint={t('cabinet.company.legalAddressHint')}
        required={required.legalAddress === true}
        maxLength={FIELD_MAX_LENGTH.address}
      />
      <div className={w.pair}>
        <TextField
          {...form.field('actualAddress')}
          label={t('cabinet.company.actualAddress')}
          required={required.actualAddress === true}
          maxLength={FIELD_MAX_LENGTH.address}
        />
        <TextField
          {...form.field('flat')}
          label={t('cabinet.company.flat')}
          maxLength={FIELD_MAX_LENGTH.flat}
        />
      </div>
    </div>
  );
}
