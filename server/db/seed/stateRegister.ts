/**
 * The stand-in for the state business register (the Ministry of Justice's register of legal
 * entities, branches and sole proprietors, as the operator reads it through its gateway): BIN →
 * name, legal form, status, the first head's IIN and name. The one source of these facts for the
 * reference backend (migration 013 loads it; `domain/stateRegister.ts` reads it). Fictional.
 *
 * The demo companies are here, with the heads the test PKI issued their keys to, so every seeded
 * flow signs as before. Three entries exist to be refused (issue 28):
 * - ТОО «Номад Фуд»: active, but the register names a new director; Ли К. И.'s First Head
 *   certificate (test PKI `nomad-head-*`) is still valid, so an EDS signature by him is the
 *   «head does not match» case;
 * - ТОО «Восток Трейд»: liquidated;
 * - ТОО «Арман Консалт»: active and unknown to the operator's CRM — a new client that passes.
 * A BIN missing from this list is «not registered».
 */
import type { REGISTER_LEGAL_FORMS, REGISTER_STATUSES } from '../../../contract/calls/dev.ts';

export type RegisterStatus = (typeof REGISTER_STATUSES)[number];

export interface RegisterEntry {
  /** A BIN, or a sole proprietor's IIN (one registered without a BIN). */
  bin: string;
  nameRu: string;
  nameKk: string;
  legalForm: (typeof REGISTER_LEGAL_FORMS)[number];
  status: RegisterStatus;
  /** The first head (a sole proprietor: the owner). */
  headIin: string;
  headName: string;
}

export const STATE_REGISTER: readonly RegisterEntry[] = [
  { bin: '180440000128', nameRu: 'ТОО «Степной Логистик»', nameKk: '«Степной Логистик» ЖШС', legalForm: 'LLP', status: 'active', headIin: '800315300129', headName: 'Нурланов Ерлан Маратович' },
  { bin: '081140000377', nameRu: 'ТОО «Алма Дизайн Студио»', nameKk: '«Алма Дизайн Студио» ЖШС', legalForm: 'LLP', status: 'active', headIin: '880202400780', headName: 'Сергеева Алина Викторовна' },
  { bin: '160440000372', nameRu: 'ТОО «Мега Маркет Шымкент»', nameKk: '«Мега Маркет Шымкент» ЖШС', legalForm: 'LLP', status: 'active', headIin: '790608300652', headName: 'Турсунов Бахтияр Алишерович' },
  { bin: '190240000370', nameRu: 'ТОО «Каспий Сервис Групп»', nameKk: '«Каспий Сервис Групп» ЖШС', legalForm: 'LLP', status: 'active', headIin: '820911300737', headName: 'Жаксылыков Нурбол Аскарович' },
  { bin: '050440000371', nameRu: 'АО «КазТрансТех»', nameKk: '«КазТрансТех» АҚ', legalForm: 'JSC', status: 'active', headIin: '751109300110', headName: 'Омаров Данияр Серикович' },
  { bin: '100240000374', nameRu: 'ТОО «Номад Фуд»', nameKk: '«Номад Фуд» ЖШС', legalForm: 'LLP', status: 'active', headIin: '930205400906', headName: 'Ким Виктория Олеговна' },
  { bin: '120740000376', nameRu: 'ТОО «Береке Агро»', nameKk: '«Береке Агро» ЖШС', legalForm: 'LLP', status: 'active', headIin: '780410300208', headName: 'Кенжебаев Асхат Ерланович' },
  { bin: '140340000375', nameRu: 'ТОО «Энергосервис Павлодар»', nameKk: '«Энергосервис Павлодар» ЖШС', legalForm: 'LLP', status: 'active', headIin: '810520300303', headName: 'Иванов Сергей Петрович' },
  { bin: '150940000379', nameRu: 'ТОО «Сарыарка Строй»', nameKk: '«Сарыарка Строй» ЖШС', legalForm: 'LLP', status: 'active', headIin: '761209300402', headName: 'Абенов Руслан Кайратович' },
  { bin: '171040000372', nameRu: 'ТОО «Жетысу Медикал»', nameKk: '«Жетысу Медикал» ЖШС', legalForm: 'LLP', status: 'active', headIin: '840303400503', headName: 'Бекова Жанна Сапаровна' },
  { bin: '060950000374', nameRu: 'Филиал компании «Nordic Engineering AB» в Республике Казахстан', nameKk: '«Nordic Engineering AB» компаниясының Қазақстан Республикасындағы филиалы', legalForm: 'BRANCH', status: 'active', headIin: '700815300601', headName: 'Андерссон Эрик' },
  { bin: '111160000374', nameRu: 'ИП «Сейткали»', nameKk: '«Сейткали» ЖК', legalForm: 'IE', status: 'active', headIin: '900522300918', headName: 'Сейткали Айдос Нурланович' },
  // A sole proprietor registered by IIN (test PKI `entrepreneur-*`): the owner is the head.
  { bin: '910405300814', nameRu: 'ИП «Әбдірахманов»', nameKk: '«Әбдірахманов» ЖК', legalForm: 'IE', status: 'active', headIin: '910405300814', headName: 'Әбдірахманов Бауыржан Серікұлы' },
  { bin: '210240000109', nameRu: 'ТОО «Восток Трейд»', nameKk: '«Восток Трейд» ЖШС', legalForm: 'LLP', status: 'liquidated', headIin: '930205400103', headName: 'Оспанова Дана Ериковна' },
  { bin: '200840000109', nameRu: 'ТОО «Арман Консалт»', nameKk: '«Арман Консалт» ЖШС', legalForm: 'LLP', status: 'active', headIin: '870701400803', headName: 'Сапарова Айгерим Болатовна' },
]; // prettier-ignore
