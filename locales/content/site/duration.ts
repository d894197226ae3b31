import type { RetentionPeriod } from '../../../contract/retention.ts';

/**
 * A retention period in words, for the personal-data notice: ru «12 месяцев», «30 дней»,
 * «24 часа»; kk «12 ай», «30 күн», «24 сағат» (a Kazakh noun stays singular after a number).
 */

const RU_FORMS: Record<RetentionPeriod['unit'], readonly [string, string, string]> = {
  hour: ['час', 'часа', 'часов'],
  day: ['день', 'дня', 'дней'],
  month: ['месяц', 'месяца', 'месяцев'],
};

const KK_NOUNS: Record<RetentionPeriod['unit'], string> = {
  hour: 'сағат',
  day: 'күн',
  month: 'ай',
};

/** Russian plural form: 1 месяц, 2 месяца, 5 месяцев, 11 месяцев, 21 месяц. */
function ruForm(count: number, [one, few, many]: readonly [string, string, string]): string {
  const tens = count % 100;
  const units = count % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}

export function durationRu({ count, unit }: RetentionPeriod): string {
  return `${count} ${ruForm(count, RU_FORMS[unit])}`;
}

export function durationKk({ count, unit }: RetentionPeriod): string {
  return `${count} ${KK_NOUNS[unit]}`;
}
