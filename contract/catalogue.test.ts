import { describe, expect, it } from 'vitest';
import {
  CALL_TABLE,
  API_PATHS,
  CARD_ACTION_OF,
  DETAILED_STATUSES,
  EDS_ERROR_CODE_OF,
  EDS_ERROR_TITLE,
  EDS_ERROR_KEY_OF,
  EDS_ERROR_KEYS,
  edsErrorCode,
  EMBED_PATH_KEYS,
  ERROR_CODES,
  ERROR_MESSAGE_PARTS,
  ERROR_MESSAGES,
  errorMessage,
  errorMessageParts,
  isUnfinished,
  STATUS_BRANCHES,
  STATUS_FLOW,
  SUMMARY_STATUS_OF,
  TERMINAL_STATUSES,
  WIZARD_POSITION_OF,
  WIZARD_STEPS_OF,
  type DetailedStatus,
  type EdsErrorCodeTable,
  type EdsErrorKey,
} from './index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('error catalogue', () => {
  it.each(ERROR_CODES)('%s has ru and kk messages with the same placeholders', (code) => {
    const { ru, kk } = { ru: ERROR_MESSAGES.ru[code], kk: ERROR_MESSAGES.kk[code] };
    expect(ru.trim()).not.toBe('');
    expect(kk.trim()).not.toBe('');
    expect(placeholders(kk)).toEqual(placeholders(ru));
  });

  it('fills parameters and keeps unknown ones visible', () => {
    expect(errorMessage('ru', 'SMS_ATTEMPTS_EXHAUSTED', { minutes: 7 })).toBe(
      'Попытки закончились. Повторите через 7 мин.',
    );
    expect(errorMessage('kk', 'TOO_MANY_REQUESTS')).toContain('{minutes}');
  });

  it('has a Kazakh message of its own for every code (none left as the Russian copy)', () => {
    const untranslated = ERROR_CODES.filter(
      (code) => ERROR_MESSAGES.kk[code] === ERROR_MESSAGES.ru[code],
    );
    // 'HTTP {status}' is the same in every language.
    expect(untranslated).toEqual(['HTTP_ERROR']);
  });

  it('keeps the §8 sentences the spec gives in Russian, with the corrections listed in errors.ts', () => {
    expect(ERROR_MESSAGES.ru.COPY_FAILED).toBe('Не удалось скопировать');
    expect(ERROR_MESSAGES.ru.SLOT_UNAVAILABLE).toBe(
      'Выбранное время недоступно. Попробуйте выбрать другое',
    );
    expect(ERROR_MESSAGES.ru.DELIVERY_OUT_OF_ZONE).toBe('Адрес не входит в зону доставки');
    // §5, to the character (its repeated «%:» and «№» included), whatever was typed.
    expect(errorMessage('ru', 'FORBIDDEN_CHARACTERS', { chars: '№' })).toBe(
      'Недопустимые символы: !”№%:%:,.(;)_+=-№$',
    );
    expect(ERROR_MESSAGES.ru.SMS_CODE_INVALID).toBe('Код введён неверно. Попробуйте ещё раз');
    expect(ERROR_MESSAGES.ru.SMS_ATTEMPTS_EXHAUSTED).toMatch(/^Попытки закончились\. /);
    expect(EDS_ERROR_TITLE).toEqual({ ru: 'Ошибка', kk: 'Қате' });
  });

  it('keeps the case limit’s title and text apart, in ru and kk, and joins them for the message', () => {
    // §8: 'Привышен лимит на отправку заявок' / 'В день можно отправлять максимум 3 заявки'.
    expect(errorMessageParts('ru', 'CASE_LIMIT_REACHED')).toEqual({
      title: 'Превышен лимит на отправку заявок',
      text: 'В день можно отправлять максимум 3 заявки',
    });
    for (const locale of ['ru', 'kk'] as const) {
      const parts = errorMessageParts(locale, 'CASE_LIMIT_REACHED');
      expect(parts?.title.trim(), locale).not.toBe('');
      expect(parts?.text.trim(), locale).not.toBe('');
      expect(errorMessage(locale, 'CASE_LIMIT_REACHED')).toBe(`${parts?.title}. ${parts?.text}`);
    }
    expect(Object.keys(ERROR_MESSAGE_PARTS.kk)).toEqual(Object.keys(ERROR_MESSAGE_PARTS.ru));
    expect(errorMessageParts('ru', 'NOT_FOUND')).toBeNull();
  });

  it('words the photo minimum and the daily case limit from the limits', () => {
    expect(errorMessage('ru', 'CASE_PHOTO_TOO_SMALL')).toBe('Минимальный размер фото: 600x400');
    expect(errorMessage('ru', 'CASE_LIMIT_REACHED')).toContain('максимум 3 заявки');
  });
});

describe('EDS error keys (§8)', () => {
  it('every key of the spec has a code, and the code words it with the spec’s message', () => {
    const spec: Record<EdsErrorKey, string> = {
      noData: 'Нет данных для подписи',
      signCancel: 'Отмена подписи!',
      signature: 'Необходимо выбрать действительный ЭЦП ключ',
      certificate: 'Необходимо выбрать действительный ЭЦП ключ',
      signerInfo: 'Необходимо выбрать действительный ЭЦП ключ',
      auth: 'Необходимо выбрать файл для авторизации',
      sign: 'Необходимо выбрать файл для подписи',
      bin: 'Не совпадает ИИН/БИН подписанта и ЭЦП ключа', // spec: «иин/бин»
      expired: 'Выбранный ЭЦП ключ истёк', // spec: «истек»
      revoked: 'Выбранный ЭЦП ключ отозван',
      signData: 'Не совпадают данные документа для подписи', // spec: «совпадает данные»
      signNotAllowed: 'Выбран ЭЦП ключ без права подписи',
      signEcpMismatch: 'ЭЦП для подписания не совпадает с ЭЦП, использованной при входе',
      signEcpForbidden: 'ЭЦП не содержит прав Первого Руководителя',
    };
    expect(Object.keys(EDS_ERROR_CODE_OF).sort()).toEqual([...EDS_ERROR_KEYS].sort());
    for (const key of EDS_ERROR_KEYS) {
      expect(ERROR_MESSAGES.ru[EDS_ERROR_CODE_OF[key]], key).toBe(spec[key]);
    }
  });

  it('turns signature and signerInfo into EDS_INVALID_KEY, and goes back to a key of the code', () => {
    expect(edsErrorCode('signature')).toBe('EDS_INVALID_KEY');
    expect(edsErrorCode('signerInfo')).toBe('EDS_INVALID_KEY');
    expect(edsErrorCode('certificate')).toBe('EDS_INVALID_KEY');
    for (const [code, key] of Object.entries(EDS_ERROR_KEY_OF)) {
      expect(EDS_ERROR_CODE_OF[key], code).toBe(code);
    }
  });

  it('answers null for what is not a §8 key', () => {
    for (const other of ['', 'Signature', 'toString', 'EDS_EXPIRED', null, 7]) {
      expect(edsErrorCode(other)).toBeNull();
    }
  });

  it('cannot leave a key out (a compile error)', () => {
    // @ts-expect-error `signerInfo` and the rest are missing: the table must cover every key.
    const partial: EdsErrorCodeTable = { noData: 'EDS_NO_DATA', signature: 'EDS_INVALID_KEY' };
    expect(Object.keys(partial)).toHaveLength(2);
  });
});

describe('application statuses', () => {
  it('closed statuses have no action, no unfinished flag and a closed summary', () => {
    for (const status of TERMINAL_STATUSES) {
      expect(CARD_ACTION_OF[status]).toBeNull();
      expect(isUnfinished(status)).toBe(false);
      expect(['completed', 'cancelled']).toContain(SUMMARY_STATUS_OF[status]);
    }
  });

  it('every flow status resumes at a step of its own wizard', () => {
    for (const [type, flow] of Object.entries(STATUS_FLOW)) {
      const steps = WIZARD_STEPS_OF[type as keyof typeof WIZARD_STEPS_OF];
      for (const status of flow) {
        const position = WIZARD_POSITION_OF[status];
        expect(position && steps.includes(position.step), `${type} ${status}`).toBe(true);
      }
    }
  });

  it('every detailed status is in some flow, a branch off a flow status, or cancelled', () => {
    const inFlows = new Set([...STATUS_FLOW.internet, ...STATUS_FLOW.mobile, 'StatusCancelled']);
    const off = DETAILED_STATUSES.filter((s) => !inFlows.has(s));
    expect(off).toEqual(Object.keys(STATUS_BRANCHES));
    for (const status of off) {
      expect(inFlows.has(STATUS_BRANCHES[status] as DetailedStatus), status).toBe(true);
      // A branch resumes at a wizard step too: the signing step, with the specialist's words.
      expect(WIZARD_POSITION_OF[status]?.step, status).toBe('signing');
    }
  });
});

describe('paths', () => {
  it('every path is unique and under /api', () => {
    const paths = Object.values(API_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/api\//);
  });

  it('embed calls are all anonymous', () => {
    for (const key of EMBED_PATH_KEYS) expect(CALL_TABLE[key].auth).toBe(false);
  });
});
