/**
 * Company details (§2.19, wizard step 1 §2.22), built once for the profile and both wizards: the
 * fields, their reference lists and the server's rules. A parent form owns the values:
 *
 *   const form = useForm({
 *     locale,
 *     initial: { ...companyDetailsOf(account), owner: '' },
 *     validate: (v) => ({ ...companyDetailsProblems(v, { t, locale }), owner: … }),
 *     serverFields: companyDetailsServerFields({ positionId: 'positionId', legalAddress: 'lawAddress', actualAddress: 'factAddress' }),
 *     submit: (v, { signal }) => updateApplication(api, { opportunityId, ...companyDetailsInput(v) … }, { signal }),
 *   });
 *   <Form form={form} summaryLevel={2}><CompanyDetailsFields form={form} /></Form>
 */
export { CompanyDetailsFields, type CompanyDetailsFieldsProps } from './CompanyDetailsFields.tsx';
export { useBanks, useCustomerIbans, usePositions } from './hooks.ts';
export { referenceName } from './ReferenceName.tsx';
export {
  ALL_REQUIRED,
  NEW_IBAN,
  companyDetailsInput,
  companyDetailsOf,
  companyDetailsProblems,
  companyDetailsServerFields,
  type CompanyDetailsInput,
  type CompanyDetailsRequired,
  type CompanyDetailsValues,
} from './rules.ts';
