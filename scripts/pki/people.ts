/**
 * Who the test PKI issues keys to: the demo companies' people of `server/README.md` («Demo
 * data»), and the keys each holds. Names are written as НУЦ РК writes them: CN=SURNAME NAME in
 * capitals, the patronymic apart (G=). IINs are fictional with valid check digits.
 */
import type { EdsRole } from '../../contract/index.ts';
import { idNumberCheckDigit } from '../../contract/rules/index.ts';
import type { TestKeyUsage } from '../../server/dev/testPki.ts';

function iin(first11: string): string {
  const digit = idNumberCheckDigit(first11);
  if (digit === null) throw new Error(`No IIN with prefix ${first11}`);
  return `${first11}${digit}`;
}

export interface Person {
  surname: string;
  name: string;
  patronymic: string;
  iin: string;
  /** The organisation the certificate is issued for; null for an individual's key. */
  company: { bin: string; name: string } | null;
}

const STEPNOY = { bin: '180440000128', name: 'ТОО «СТЕПНОЙ ЛОГИСТИК»' };
const ALMA = { bin: '081140000377', name: 'ТОО «АЛМА ДИЗАЙН СТУДИО»' };
const MEGA = { bin: '160440000372', name: 'ТОО «МЕГА МАРКЕТ ШЫМКЕНТ»' };
const KASPIY = { bin: '190240000370', name: 'ТОО «КАСПИЙ СЕРВИС ГРУПП»' };
const SEITKALI = { bin: '111160000374', name: 'ИП «СЕЙТКАЛИ»' };
const KTT = { bin: '050440000371', name: 'АО «КАЗТРАНСТЕХ»' };
const NOMAD = { bin: '100240000374', name: 'ТОО «НОМАД ФУД»' };

export const PEOPLE = {
  stepnoyHead: { surname: 'НУРЛАНОВ', name: 'ЕРЛАН', patronymic: 'МАРАТОВИЧ', iin: iin('80031530012'), company: STEPNOY },
  stepnoyAccountant: { surname: 'АХМЕТОВА', name: 'ГУЛЬМИРА', patronymic: 'СЕРИКОВНА', iin: iin('85071240034'), company: STEPNOY },
  stepnoyEmployee: { surname: 'БЕКЕНОВ', name: 'АРМАН', patronymic: 'ТАЛГАТОВИЧ', iin: iin('92110330056'), company: STEPNOY },
  almaHead: { surname: 'СЕРГЕЕВА', name: 'АЛИНА', patronymic: 'ВИКТОРОВНА', iin: iin('88020240078'), company: ALMA },
  megaHead: { surname: 'ТУРСУНОВ', name: 'БАХТИЯР', patronymic: 'АЛИШЕРОВИЧ', iin: iin('79060830065'), company: MEGA },
  kaspiyHead: { surname: 'ЖАКСЫЛЫКОВ', name: 'НУРБОЛ', patronymic: 'АСКАРОВИЧ', iin: iin('82091130073'), company: KASPIY },
  seitkaliHead: { surname: 'СЕЙТКАЛИ', name: 'АЙДОС', patronymic: 'НУРЛАНОВИЧ', iin: iin('90052230091'), company: SEITKALI },
  kttHead: { surname: 'ОМАРОВ', name: 'ДАНИЯР', patronymic: 'СЕРИКОВИЧ', iin: iin('75110930011'), company: KTT },
  kttSigner: { surname: 'ЖАНИБЕКОВА', name: 'ЛЯЗЗАТ', patronymic: 'МУРАТОВНА', iin: iin('83041240025'), company: KTT },
  nomadHead: { surname: 'ЛИ', name: 'КОНСТАНТИН', patronymic: 'ИГОРЕВИЧ', iin: iin('86122730047'), company: NOMAD },
  /** An individual entrepreneur registered by IIN: an individual's key, no O/OU. */
  entrepreneur: { surname: 'ӘБДІРАХМАНОВ', name: 'БАУЫРЖАН', patronymic: 'СЕРІКҰЛЫ', iin: iin('91040530081'), company: null },
} satisfies Record<string, Person>; // prettier-ignore

const HEAD: EdsRole[] = ['LEGAL_ENTITY', 'FIRST_HEAD'];
const ACCOUNTANT: EdsRole[] = ['LEGAL_ENTITY', 'SIGNING_RIGHT', 'FINANCIAL'];
const SIGNER: EdsRole[] = ['LEGAL_ENTITY', 'SIGNING_RIGHT'];
const EMPLOYEE: EdsRole[] = ['LEGAL_ENTITY', 'EMPLOYEE'];
const INDIVIDUAL: EdsRole[] = ['INDIVIDUAL'];

/** Which CA issues a key: the first or second issuing CA under the test root, or a CA nobody trusts. */
export type IssuerId = 'nca-rsa' | 'nca-rsa-2' | 'untrusted';

export interface KeySpec {
  id: string;
  description: string;
  person: Person;
  usage: TestKeyUsage;
  roles: EdsRole[];
  issuer?: IssuerId;
  expired?: boolean;
  revoked?: boolean;
}

export const KEYS: readonly KeySpec[] = [
  { id: 'stepnoy-head-auth', description: 'Степной Логистик (LLP), First Head, AUTH key: logs in', person: PEOPLE.stepnoyHead, usage: 'auth', roles: HEAD },
  { id: 'stepnoy-head-sign', description: 'Степной Логистик, First Head, SIGN key: signs', person: PEOPLE.stepnoyHead, usage: 'sign', roles: HEAD },
  { id: 'stepnoy-head-expired-auth', description: 'First Head, AUTH key, expired → EDS_EXPIRED', person: PEOPLE.stepnoyHead, usage: 'auth', roles: HEAD, expired: true },
  { id: 'stepnoy-head-expired-sign', description: 'First Head, SIGN key, expired → EDS_EXPIRED', person: PEOPLE.stepnoyHead, usage: 'sign', roles: HEAD, expired: true },
  { id: 'stepnoy-head-revoked-auth', description: 'First Head, AUTH key, on the CRL → EDS_REVOKED', person: PEOPLE.stepnoyHead, usage: 'auth', roles: HEAD, revoked: true },
  { id: 'stepnoy-head-revoked-sign', description: 'First Head, SIGN key, on the CRL → EDS_REVOKED', person: PEOPLE.stepnoyHead, usage: 'sign', roles: HEAD, revoked: true },
  { id: 'stepnoy-head-ca2-sign', description: 'First Head, SIGN key from the second issuing CA: after a login with the first CA’s key → EDS_KEY_MISMATCH', person: PEOPLE.stepnoyHead, usage: 'sign', roles: HEAD, issuer: 'nca-rsa-2' },
  { id: 'stepnoy-accountant-auth', description: 'Степной Логистик, accountant with the signing right, AUTH key', person: PEOPLE.stepnoyAccountant, usage: 'auth', roles: ACCOUNTANT },
  { id: 'stepnoy-accountant-sign', description: 'Accountant, SIGN key: not the First Head of an LLP → EDS_NOT_FIRST_HEAD', person: PEOPLE.stepnoyAccountant, usage: 'sign', roles: ACCOUNTANT },
  { id: 'stepnoy-employee-auth', description: 'Степной Логистик, employee without the signing right, AUTH key: may log in', person: PEOPLE.stepnoyEmployee, usage: 'auth', roles: EMPLOYEE },
  { id: 'stepnoy-employee-sign', description: 'Employee, SIGN key: no signing right → EDS_SIGN_NOT_ALLOWED', person: PEOPLE.stepnoyEmployee, usage: 'sign', roles: EMPLOYEE },
  { id: 'alma-head-auth', description: 'Алма Дизайн Студио (LLP), First Head, AUTH key', person: PEOPLE.almaHead, usage: 'auth', roles: HEAD },
  { id: 'alma-head-sign', description: 'Алма Дизайн Студио, First Head, SIGN key: on another company’s documents → EDS_BIN_MISMATCH', person: PEOPLE.almaHead, usage: 'sign', roles: HEAD },
  { id: 'alma-head-both', description: 'Алма Дизайн Студио, First Head, one key for login and signing (AUTH and SIGN usage): after a login with it, only it may sign', person: PEOPLE.almaHead, usage: 'both', roles: HEAD },
  { id: 'megamarket-head-auth', description: 'Мега Маркет Шымкент (LLP), First Head, AUTH key', person: PEOPLE.megaHead, usage: 'auth', roles: HEAD },
  { id: 'megamarket-head-sign', description: 'Мега Маркет Шымкент, First Head, SIGN key', person: PEOPLE.megaHead, usage: 'sign', roles: HEAD },
  { id: 'kaspiy-head-auth', description: 'Каспий Сервис Групп (LLP), First Head, AUTH key', person: PEOPLE.kaspiyHead, usage: 'auth', roles: HEAD },
  { id: 'kaspiy-head-sign', description: 'Каспий Сервис Групп, First Head, SIGN key', person: PEOPLE.kaspiyHead, usage: 'sign', roles: HEAD },
  { id: 'seitkali-head-auth', description: 'ИП «Сейткали» (BIN), the entrepreneur, AUTH key', person: PEOPLE.seitkaliHead, usage: 'auth', roles: HEAD },
  { id: 'seitkali-head-sign', description: 'ИП «Сейткали», the entrepreneur, SIGN key', person: PEOPLE.seitkaliHead, usage: 'sign', roles: HEAD },
  { id: 'entrepreneur-auth', description: 'An individual entrepreneur registered by IIN (individual’s key, no BIN), AUTH key: logs in with an intent', person: PEOPLE.entrepreneur, usage: 'auth', roles: INDIVIDUAL },
  { id: 'entrepreneur-sign', description: 'The same entrepreneur, SIGN key: signs for the IE whose number is the IIN', person: PEOPLE.entrepreneur, usage: 'sign', roles: INDIVIDUAL },
  { id: 'kaztranstech-head-auth', description: 'КазТрансТех (JSC), First Head, AUTH key', person: PEOPLE.kttHead, usage: 'auth', roles: HEAD },
  { id: 'kaztranstech-head-sign', description: 'КазТрансТех, First Head, SIGN key', person: PEOPLE.kttHead, usage: 'sign', roles: HEAD },
  { id: 'kaztranstech-signer-auth', description: 'КазТрансТех (JSC), employee with the signing right, AUTH key', person: PEOPLE.kttSigner, usage: 'auth', roles: SIGNER },
  { id: 'kaztranstech-signer-sign', description: 'КазТрансТех, signer, SIGN key: allowed (not an LLP)', person: PEOPLE.kttSigner, usage: 'sign', roles: SIGNER },
  { id: 'nomad-head-auth', description: 'Номад Фуд (LLP, no applications), First Head, AUTH key → CABINET_NO_APPLICATION unless an intent', person: PEOPLE.nomadHead, usage: 'auth', roles: HEAD },
  { id: 'nomad-head-sign', description: 'Номад Фуд, First Head, SIGN key', person: PEOPLE.nomadHead, usage: 'sign', roles: HEAD },
  { id: 'untrusted-head-auth', description: 'Степной Логистик’s First Head, AUTH key from a CA the server does not trust (same name as the real issuing CA) → EDS_INVALID_KEY', person: PEOPLE.stepnoyHead, usage: 'auth', roles: HEAD, issuer: 'untrusted' },
  { id: 'untrusted-head-sign', description: 'The same from the untrusted CA, SIGN key → EDS_INVALID_KEY', person: PEOPLE.stepnoyHead, usage: 'sign', roles: HEAD, issuer: 'untrusted' },
]; // prettier-ignore
