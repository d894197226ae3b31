import { ENTREPRENEUR_POSITION_ID } from '../../../contract/rules/bin.ts';
import { kzIban } from './iban.ts';
import { BANKS } from './reference.ts';

/**
 * Demo companies of the reference backend (fictional names; BINs carry valid check digits).
 * Each one exercises a branch of the handset-offer eligibility rule, noted beside it.
 */
export interface CompanySeed {
  bin: string;
  name: string;
  legalForm: 'LLP' | 'JSC' | 'IE' | 'BRANCH';
  segment: 'sme' | 'corporate' | 'government';
  headName: string;
  headPositionId: string;
  phone: string;
  employeesNumber: number;
  legalAddress: string;
  actualAddress: string;
  bankId: string;
  mobileClientSince: string | null;
  contractMonths: number;
  overdueDebt?: boolean;
  quasiState?: boolean;
  restrictedCategory?:
    'political_party' | 'international_state' | 'diplomatic' | 'pep_owner' | 'sanctions';
  inProcurement?: boolean;
  groupTariffPlans?: number;
  activeBeautifulNumber?: boolean;
  activeDeviceFinancing?: boolean;
  activeVirtualPbx?: boolean;
}

export const COMPANIES: readonly CompanySeed[] = [
  // eligible: SME mobile client since 2021, long contract, nothing excluding
  { bin: '180440000128', name: 'ТОО «Степной Логистик»', legalForm: 'LLP', segment: 'sme', headName: 'Нурланов Ерлан Маратович', headPositionId: 'director', phone: '+77011234567', employeesNumber: 48, legalAddress: 'г. Алматы, ул. Толе би, 101', actualAddress: 'г. Алматы, ул. Толе би, 101, офис 12', bankId: 'halyk', mobileClientSince: '2021-06-01', contractMonths: 36 },
  // eligible
  { bin: '081140000377', name: 'ТОО «Алма Дизайн Студио»', legalForm: 'LLP', segment: 'sme', headName: 'Сергеева Алина Викторовна', headPositionId: 'director', phone: '+77051112233', employeesNumber: 14, legalAddress: 'г. Алматы, пр. Достык, 97', actualAddress: 'г. Алматы, пр. Достык, 97, офис 3', bankId: 'kaspi', mobileClientSince: '2019-02-15', contractMonths: 60 },
  // eligible
  { bin: '160440000372', name: 'ТОО «Мега Маркет Шымкент»', legalForm: 'LLP', segment: 'sme', headName: 'Турсунов Бахтияр Алишерович', headPositionId: 'general-director', phone: '+77471234500', employeesNumber: 120, legalAddress: 'г. Шымкент, пр. Республики, 12', actualAddress: 'г. Шымкент, пр. Республики, 12', bankId: 'bcc', mobileClientSince: '2023-09-10', contractMonths: 24 },
  // eligible
  { bin: '190240000370', name: 'ТОО «Каспий Сервис Групп»', legalForm: 'LLP', segment: 'sme', headName: 'Жаксылыков Нурбол Аскарович', headPositionId: 'director', phone: '+77781234501', employeesNumber: 35, legalAddress: 'г. Актау, 12-й мкр., 5', actualAddress: 'г. Актау, 12-й мкр., 5, офис 7', bankId: 'forte', mobileClientSince: '2024-01-20', contractMonths: 12 },
  // not eligible: corporate segment taking part in procurement
  { bin: '050440000371', name: 'АО «КазТрансТех»', legalForm: 'JSC', segment: 'corporate', headName: 'Омаров Данияр Серикович', headPositionId: 'board-chairman', phone: '+77012223344', employeesNumber: 2300, legalAddress: 'г. Астана, пр. Кабанбай батыра, 17', actualAddress: 'г. Астана, пр. Кабанбай батыра, 17', bankId: 'halyk', mobileClientSince: '2015-03-01', contractMonths: 120, inProcurement: true },
  // not eligible: mobile services connected after the 30.03.2025 cut-off
  { bin: '100240000374', name: 'ТОО «Номад Фуд»', legalForm: 'LLP', segment: 'sme', headName: 'Ли Константин Игоревич', headPositionId: 'director', phone: '+77075556677', employeesNumber: 22, legalAddress: 'г. Караганда, ул. Ерубаева, 33', actualAddress: 'г. Караганда, ул. Ерубаева, 33', bankId: 'jusan', mobileClientSince: '2025-05-01', contractMonths: 12 },
  // not eligible: overdue debt
  { bin: '120740000376', name: 'ТОО «Береке Агро»', legalForm: 'LLP', segment: 'sme', headName: 'Кенжебаев Асхат Ерланович', headPositionId: 'director', phone: '+77761230011', employeesNumber: 60, legalAddress: 'Костанайская обл., г. Рудный, ул. Ленина, 50', actualAddress: 'Костанайская обл., г. Рудный, ул. Ленина, 50', bankId: 'bcc', mobileClientSince: '2018-04-01', contractMonths: 48, overdueDebt: true },
  // not eligible: quasi-state organisation
  { bin: '140340000375', name: 'ТОО «Энергосервис Павлодар»', legalForm: 'LLP', segment: 'government', headName: 'Иванов Сергей Петрович', headPositionId: 'general-director', phone: '+77022345678', employeesNumber: 410, legalAddress: 'г. Павлодар, ул. Ломова, 45', actualAddress: 'г. Павлодар, ул. Ломова, 45', bankId: 'halyk', mobileClientSince: '2016-08-01', contractMonths: 96, quasiState: true },
  // not eligible: has an active virtual PBX contract
  { bin: '150940000379', name: 'ТОО «Сарыарка Строй»', legalForm: 'LLP', segment: 'sme', headName: 'Абенов Руслан Кайратович', headPositionId: 'director', phone: '+77772345601', employeesNumber: 85, legalAddress: 'г. Астана, ул. Сыганак, 29', actualAddress: 'г. Астана, ул. Сыганак, 29, офис 401', bankId: 'freedom', mobileClientSince: '2020-11-11', contractMonths: 40, activeVirtualPbx: true },
  // not eligible: not a mobile client of the operator
  { bin: '171040000372', name: 'ТОО «Жетысу Медикал»', legalForm: 'LLP', segment: 'sme', headName: 'Бекова Жанна Сапаровна', headPositionId: 'director', phone: '+77083334455', employeesNumber: 40, legalAddress: 'г. Талдыкорган, ул. Тауелсиздик, 78', actualAddress: 'г. Талдыкорган, ул. Тауелсиздик, 78', bankId: 'eurasian', mobileClientSince: null, contractMonths: 0 },
  // not eligible: branch of a foreign company in the corporate segment
  { bin: '060950000374', name: 'Филиал компании «Nordic Engineering AB» в Республике Казахстан', legalForm: 'BRANCH', segment: 'corporate', headName: 'Андерссон Эрик', headPositionId: 'branch-head', phone: '+77012345670', employeesNumber: 75, legalAddress: 'г. Атырау, ул. Сатпаева, 17А', actualAddress: 'г. Атырау, ул. Сатпаева, 17А', bankId: 'citi', mobileClientSince: '2017-05-05', contractMonths: 80 },
  // not eligible: already on a group office tariff plan
  { bin: '111160000374', name: 'ИП «Сейткали»', legalForm: 'IE', segment: 'sme', headName: 'Сейткали Айдос Нурланович', headPositionId: 'entrepreneur', phone: '+77051239876', employeesNumber: 5, legalAddress: 'г. Тараз, ул. Толе би, 20', actualAddress: 'г. Тараз, ул. Толе би, 20', bankId: 'kaspi', mobileClientSince: '2022-02-02', contractMonths: 30, groupTariffPlans: 1 },
]; // prettier-ignore

/**
 * Sole proprietors registered by IIN, without a BIN (issue 35): the owner's IIN is the company's
 * number, and the owner is its head. Loaded by migration 016 (with their demo applications), not
 * by 002, which loaded `COMPANIES` as it was. ИП «Әбдірахманов» is the state register's
 * (`stateRegister.ts`) and the test PKI's `entrepreneur-*` keys' holder; eligible for the handset
 * offer: an SME mobile client since 2023 with nothing excluding it.
 */
export const SOLE_PROPRIETORS: readonly CompanySeed[] = [
  { bin: '910405300814', name: 'ИП «Әбдірахманов»', legalForm: 'IE', segment: 'sme', headName: 'Әбдірахманов Бауыржан Серікұлы', headPositionId: ENTREPRENEUR_POSITION_ID, phone: '+77029104050', employeesNumber: 3, legalAddress: 'г. Алматы, мкр. Самал-2, 58', actualAddress: 'г. Алматы, мкр. Самал-2, 58, офис 4', bankId: 'halyk', mobileClientSince: '2023-04-12', contractMonths: 24 },
]; // prettier-ignore

/**
 * A company's accounts: two at its main bank (the first is the profile's) and one at a second
 * bank, so the IBAN choice in the wizard always has something to pick from after switching banks.
 */
export function companyIbans(company: CompanySeed): { bankId: string; iban: string }[] {
  const main = BANKS.find((bank) => bank.id === company.bankId);
  const second = BANKS[(COMPANIES.indexOf(company) + 3) % BANKS.length];
  if (!main || !second) throw new Error(`Unknown bank ${company.bankId}`);
  return [
    { bankId: main.id, iban: kzIban(main.ibanCode, `${company.bin}0`) },
    { bankId: main.id, iban: kzIban(main.ibanCode, `${company.bin}1`) },
    ...(second.id === main.id
      ? []
      : [{ bankId: second.id, iban: kzIban(second.ibanCode, `${company.bin}2`) }]),
  ];
}
