/**
 * REFERENCE ONLY: the demo key holders of the stand-in PKI, for the dev signer
 * (`POST /api/dev/eds/sign`) and the tests. Validity is set relative to "now" so the demo keys
 * never age out; the expired ones ended a month ago. One key is on the revocation list (seeded).
 */
import type { DevEdsCertificate, EdsKeyUsage, EdsRole } from '../../contract/api.ts';
import { idNumberCheckDigit } from '../../contract/rules/index.ts';

const DAY = 24 * 60 * 60 * 1000;
const ISSUER = 'ҰКО РК (reference stand-in, not a real CA)';

/** A 12-digit IIN from its first 11 digits; throws if no check digit exists for them. */
function iin(first11: string): string {
  const digit = idNumberCheckDigit(first11);
  if (digit === null) throw new Error(`No IIN with prefix ${first11}`);
  return `${first11}${digit}`;
}

interface Holder {
  name: string;
  iin: string;
  bin: string | null;
  organization: string | null;
}

const HOLDERS = {
  stepnoyHead: { name: 'Нурланов Ерлан Маратович', iin: iin('80031530012'), bin: '180440000128', organization: 'ТОО «Степной Логистик»' },
  stepnoyAccountant: { name: 'Ахметова Гульмира Сериковна', iin: iin('85071240034'), bin: '180440000128', organization: 'ТОО «Степной Логистик»' },
  stepnoyEmployee: { name: 'Бекенов Арман Талгатович', iin: iin('92110330056'), bin: '180440000128', organization: 'ТОО «Степной Логистик»' },
  almaHead: { name: 'Сергеева Алина Викторовна', iin: iin('88020240078'), bin: '081140000377', organization: 'ТОО «Алма Дизайн Студио»' },
  seitkali: { name: 'Сейткали Айдос Нурланович', iin: iin('90052230091'), bin: '111160000374', organization: 'ИП «Сейткали»' },
  kttHead: { name: 'Омаров Данияр Серикович', iin: iin('75110930011'), bin: '050440000371', organization: 'АО «КазТрансТех»' },
  kttSigner: { name: 'Жанибекова Ляззат Муратовна', iin: iin('83041240025'), bin: '050440000371', organization: 'АО «КазТрансТех»' },
  nomadHead: { name: 'Ли Константин Игоревич', iin: iin('86122730047'), bin: '100240000374', organization: 'ТОО «Номад Фуд»' },
} satisfies Record<string, Holder>; // prettier-ignore

interface DemoKey {
  id: string;
  description: string;
  holder: Holder;
  usage: EdsKeyUsage;
  role: EdsRole;
  serial: string;
  expired?: boolean;
}

const KEYS: readonly DemoKey[] = [
  { id: 'stepnoy-head-auth', description: 'Степной Логистик (LLP), First Head, AUTH key', holder: HOLDERS.stepnoyHead, usage: 'auth', role: 'FIRST_HEAD', serial: '5a1c0001' },
  { id: 'stepnoy-head-sign', description: 'Степной Логистик (LLP), First Head, SIGN key', holder: HOLDERS.stepnoyHead, usage: 'sign', role: 'FIRST_HEAD', serial: '5a1c0002' },
  { id: 'stepnoy-head-expired-auth', description: 'First Head, AUTH key, expired → EDS_EXPIRED', holder: HOLDERS.stepnoyHead, usage: 'auth', role: 'FIRST_HEAD', serial: '5a1c0003', expired: true },
  { id: 'stepnoy-head-expired-sign', description: 'First Head, SIGN key, expired → EDS_EXPIRED', holder: HOLDERS.stepnoyHead, usage: 'sign', role: 'FIRST_HEAD', serial: '5a1c0004', expired: true },
  { id: 'stepnoy-head-revoked-sign', description: 'First Head, SIGN key, revoked → EDS_REVOKED', holder: HOLDERS.stepnoyHead, usage: 'sign', role: 'FIRST_HEAD', serial: '5a1c0005' },
  { id: 'stepnoy-accountant-auth', description: 'Степной Логистик, accountant with signing right, AUTH key', holder: HOLDERS.stepnoyAccountant, usage: 'auth', role: 'SIGNER', serial: '5a1c0006' },
  { id: 'stepnoy-accountant-sign', description: 'Accountant, SIGN key: not First Head → EDS_NOT_FIRST_HEAD (LLP)', holder: HOLDERS.stepnoyAccountant, usage: 'sign', role: 'SIGNER', serial: '5a1c0007' },
  { id: 'stepnoy-employee-sign', description: 'Employee without signing right → EDS_SIGN_NOT_ALLOWED', holder: HOLDERS.stepnoyEmployee, usage: 'sign', role: 'EMPLOYEE', serial: '5a1c0008' },
  { id: 'alma-head-auth', description: 'Алма Дизайн Студио (LLP), First Head, AUTH key', holder: HOLDERS.almaHead, usage: 'auth', role: 'FIRST_HEAD', serial: '5a1c0009' },
  { id: 'alma-head-sign', description: 'Алма Дизайн Студио, First Head, SIGN key (another company → EDS_BIN_MISMATCH)', holder: HOLDERS.almaHead, usage: 'sign', role: 'FIRST_HEAD', serial: '5a1c000a' },
  { id: 'seitkali-auth', description: 'ИП «Сейткали», own key, AUTH', holder: HOLDERS.seitkali, usage: 'auth', role: 'INDIVIDUAL', serial: '5a1c000b' },
  { id: 'seitkali-sign', description: 'ИП «Сейткали», own key, SIGN', holder: HOLDERS.seitkali, usage: 'sign', role: 'INDIVIDUAL', serial: '5a1c000c' },
  { id: 'kaztranstech-head-auth', description: 'КазТрансТех (JSC), First Head, AUTH key', holder: HOLDERS.kttHead, usage: 'auth', role: 'FIRST_HEAD', serial: '5a1c000d' },
  { id: 'kaztranstech-head-sign', description: 'КазТрансТех (JSC), First Head, SIGN key', holder: HOLDERS.kttHead, usage: 'sign', role: 'FIRST_HEAD', serial: '5a1c000e' },
  { id: 'kaztranstech-signer-auth', description: 'КазТрансТех (JSC), signer with signing right, AUTH key', holder: HOLDERS.kttSigner, usage: 'auth', role: 'SIGNER', serial: '5a1c000f' },
  { id: 'kaztranstech-signer-sign', description: 'КазТрансТех (JSC), signer, SIGN key (allowed: not an LLP)', holder: HOLDERS.kttSigner, usage: 'sign', role: 'SIGNER', serial: '5a1c0010' },
  { id: 'nomad-head-auth', description: 'Номад Фуд (LLP, no applications), First Head, AUTH key', holder: HOLDERS.nomadHead, usage: 'auth', role: 'FIRST_HEAD', serial: '5a1c0011' },
  { id: 'nomad-head-sign', description: 'Номад Фуд, First Head, SIGN key', holder: HOLDERS.nomadHead, usage: 'sign', role: 'FIRST_HEAD', serial: '5a1c0012' },
]; // prettier-ignore

/** Serials on the stand-in revocation list (seeded into eds_revoked). */
export const REVOKED_SERIALS = ['5a1c0005'] as const;

export function demoCertificates(now: number): DevEdsCertificate[] {
  return KEYS.map((key) => ({
    id: key.id,
    description: key.description,
    certificate: {
      serial: key.serial,
      subject: key.holder.name,
      iin: key.holder.iin,
      bin: key.holder.bin,
      organization: key.holder.organization,
      usage: key.usage,
      role: key.role,
      notBefore: new Date(now - (key.expired ? 400 : 180) * DAY).toISOString(),
      notAfter: new Date(now + (key.expired ? -30 : 365) * DAY).toISOString(),
      issuer: ISSUER,
    },
  }));
}

export function demoCertificate(id: string, now: number): DevEdsCertificate | undefined {
  return demoCertificates(now).find((c) => c.id === id);
}
