/**
 * Success cases (§2.14): the published list and the «Поделиться кейсом» form with its phone
 * confirmation, «Кейс отправлен» and the daily limit.
 *
 *   load: ({ api }) => loadSuccessCases(api)          // /success-cases, build time
 *   <CaseList cases={data.cases} />  <CaseForm />
 */
export { CaseList, type CaseListProps } from './CaseList.tsx';
export { CaseForm } from './CaseForm.tsx';
export { casePhotoSrc, loadSuccessCases, type SuccessCasesData } from './data.ts';
export { checkPhoto, readPhotoInfo, type PhotoCheck, type PhotoInfo } from './photo.ts';
