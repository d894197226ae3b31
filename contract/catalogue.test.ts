import { describe, expect, it } from 'vitest';
import {
  API_ENDPOINTS,
  API_PATHS,
  CARD_ACTION_OF,
  DETAILED_STATUSES,
  EMBED_PATH_KEYS,
  ERROR_CODES,
  ERROR_MESSAGES,
  errorMessage,
  isUnfinished,
  STATUS_FLOW,
  SUMMARY_STATUS_OF,
  TERMINAL_STATUSES,
  WIZARD_POSITION_OF,
  WIZARD_STEPS_OF,
} from './api.ts';

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
    expect(errorMessage('kk', 'FORBIDDEN_CHARACTERS')).toContain('{chars}');
  });

  it('words the photo minimum and the daily case limit from the limits', () => {
    expect(errorMessage('ru', 'CASE_PHOTO_TOO_SMALL')).toBe('Минимальный размер фото: 600x400');
    expect(errorMessage('ru', 'CASE_LIMIT_REACHED')).toContain('максимум 3 заявки');
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

  it('every detailed status is in some flow or cancelled', () => {
    const inFlows = new Set([...STATUS_FLOW.internet, ...STATUS_FLOW.mobile, 'StatusCancelled']);
    expect(DETAILED_STATUSES.filter((s) => !inFlows.has(s))).toEqual([]);
  });
});

describe('paths', () => {
  it('every path is unique and under /api', () => {
    const paths = Object.values(API_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/api\//);
  });

  it('embed calls are all anonymous', () => {
    for (const key of EMBED_PATH_KEYS) expect(API_ENDPOINTS[key].auth).toBe(false);
  });
});
