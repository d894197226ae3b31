import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ApplicationDetail } from '../../../../contract/domain.ts';
import { Button, Loader } from '../../../../lib/index.ts';
import { Form, FormActions, formStyles as w, useForm } from '../../../forms/index.ts';
import { useLocale, useT } from '../../../i18n/index.ts';
import { callEndpoint, useApi } from '../../api/index.ts';
import {
  CompanyDetailsFields,
  companyDetailsInput,
  companyDetailsOf,
  companyDetailsProblems,
  companyDetailsServerFields,
  referenceName,
  useBanks,
  usePositions,
  type CompanyDetailsValues,
} from '../../company/index.ts';
import { useSession, type SessionUser } from '../../session/index.ts';
import type { StepProps } from '../types.ts';
import * as styles from '../wizard.css.ts';

/**
 * The application's names of the two addresses the profile calls `legalAddress` and
 * `actualAddress` (update-application's `lawAddress`, `factAddress`): one table for reading them,
 * sending them and placing the server's field errors.
 */
const APPLICATION_ADDRESS = { legalAddress: 'lawAddress', actualAddress: 'factAddress' } as const;

/**
 * What step 1 starts from: what the application holds, else the company's profile; an office's
 * actual address defaults to where the line is being connected.
 */
export function detailsOf(
  application: ApplicationDetail,
  account: SessionUser | null,
): CompanyDetailsValues {
  const stored = application.company;
  return companyDetailsOf({
    positionId: stored.positionId ?? account?.headPositionId ?? null,
    bankId: stored.bankId ?? account?.bankId ?? null,
    iban: stored.iban ?? account?.iban ?? null,
    legalAddress: stored[APPLICATION_ADDRESS.legalAddress] ?? account?.legalAddress ?? null,
    actualAddress:
      stored[APPLICATION_ADDRESS.actualAddress] ??
      account?.actualAddress ??
      application.connectionAddress ??
      null,
    flat: stored.flat ?? account?.flat ?? null,
  });
}

/**
 * Step 1 of both wizards (§2.22): the company's details — the head's position (exactly as the
 * charter says; the client answers for it), bank and account, legal and actual address, office
 * number. Complete details are shown to check, with «Изменить»; missing ones open the fields at
 * once. Sending them (`update-application` / `mobile-update-application`) stores them in the
 * profile too and hands the application to the operator.
 */
export function CompanyDetailsStep(props: StepProps) {
  const t = useT();
  const { user, loadingUser } = useSession();
  if (loadingUser) return <Loader label={t('wizard.details.loading')} />;
  return <CompanyDetailsForm {...props} account={user} />;
}

function CompanyDetailsForm({
  application,
  onAdvance,
  account,
}: StepProps & { account: SessionUser | null }) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const form = useForm({
    locale,
    initial: () => detailsOf(application, account),
    validate: (v) => companyDetailsProblems(v, { t, locale }),
    serverFields: companyDetailsServerFields({ positionId: 'positionId', ...APPLICATION_ADDRESS }),
    submit: (v, { signal }) => {
      const details = companyDetailsInput(v);
      const body = {
        opportunityId: application.opportunityId,
        positionId: details.positionId ?? '',
        bankId: details.bankId ?? '',
        iban: details.iban ?? '',
        [APPLICATION_ADDRESS.legalAddress]: details.legalAddress,
        [APPLICATION_ADDRESS.actualAddress]: details.actualAddress,
        flat: details.flat,
      };
      return application.appType === 'internet'
        ? callEndpoint(api, 'updateApplication', body, { signal })
        : callEndpoint(api, 'mobileUpdateApplication', body, { signal });
    },
    onSuccess: (next) => onAdvance(next),
    // A field the server refused is shown where it can be corrected.
    onFailure: (failure) => {
      if (Object.keys(failure.fields).length > 0) setEditing(true);
      return false;
    },
  });
  // Details with nothing missing are shown to check first; otherwise the fields are open.
  const [complete] = useState(() =>
    Object.values(companyDetailsProblems(form.values, { t, locale })).every((m) => !m),
  );
  const [editing, setEditing] = useState(!complete);
  // «Изменить» and «Отмена» replace what the step shows: reading starts again at its intro (the
  // fields' lists may still be loading, so the first field cannot take focus yet).
  const intro = useRef<HTMLParagraphElement>(null);
  const switched = useRef(editing);
  useEffect(() => {
    if (switched.current !== editing) intro.current?.focus();
    switched.current = editing;
  }, [editing]);

  return (
    <Form form={form} summaryLevel={3} data-form="company-details">
      <p ref={intro} tabIndex={-1} className={styles.intro}>
        {editing ? t('wizard.details.editIntro') : t('wizard.details.checkIntro')}
      </p>
      {editing ? (
        <CompanyDetailsFields form={form} companyNumber={application.bin} />
      ) : (
        <DetailsView values={form.values} />
      )}
      <p className={w.text}>{t('wizard.details.saveNote')}</p>
      <FormActions
        serviceError={form.serviceError}
        busy={form.busy}
        busyLabel={t('wizard.details.saving')}
        submitLabel={editing ? t('wizard.details.save') : t('wizard.details.continue')}
      >
        {editing && complete && (
          <Button variant="secondary" size="l" onClick={() => setEditing(false)}>
            {t('wizard.details.cancel')}
          </Button>
        )}
        {!editing && (
          <Button variant="secondary" size="l" onClick={() => setEditing(true)}>
            {t('wizard.details.edit')}
          </Button>
        )}
      </FormActions>
    </Form>
  );
}

/** The details to check, by name (the lists give the position's and the bank's, never the id). */
function DetailsView({ values }: { values: CompanyDetailsValues }) {
  const t = useT();
  const positions = usePositions();
  const banks = useBanks();
  const rows: Array<[string, ReactNode | null]> = [
    [t('cabinet.company.position'), referenceName(positions, values.positionId)],
    [t('cabinet.company.bank'), referenceName(banks, values.bankId)],
    [t('cabinet.company.iban'), values.iban || null],
    [t('cabinet.company.legalAddress'), values.legalAddress || null],
    [t('cabinet.company.actualAddress'), values.actualAddress || null],
    [t('cabinet.company.flat'), values.flat || null],
  ];
  return (
    <dl className={`${w.details} ${w.panel}`} data-details="company">
      {rows.map(([term, value]) => (
        <Fragment key={term}>
          <dt className={w.term}>{term}</dt>
          <dd className={w.definition}>{value ?? t('cabinet.profile.notSpecified')}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
