/**
 * The OpenAPI document says the designed-here behaviour from the server's own tables: a status
 * row per detailed status, with the summary, action and next statuses the server computes, and
 * the limits' numbers.
 */
import { describe, expect, it } from 'vitest';
import {
  CARD_ACTION_OF,
  DETAILED_STATUSES,
  STATUS_FLOW,
  SUMMARY_STATUS_OF,
} from '../../contract/domain.ts';
import { REFRESH_REUSE_GRACE_SECONDS, SMS_CODES_PER_PHONE_PER_DAY } from '../../contract/limits.ts';
import { openApiText } from '../../scripts/openapi.ts';
import { nextStatuses } from './behaviour.ts';

const description = (JSON.parse(openApiText()) as { info: { description: string } }).info
  .description;
const rowOf = (status: string) =>
  description
    .split('\n')
    .find((line) => line.startsWith(`| ${status} |`))
    ?.split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());

describe('the designed-here behaviour in the document', () => {
  it('has a row per detailed status, from the status tables', () => {
    for (const status of DETAILED_STATUSES) {
      const row = rowOf(status);
      expect(row, status).toBeDefined();
      expect(row![2], status).toBe(SUMMARY_STATUS_OF[status]);
      expect(row![3], status).toBe(CARD_ACTION_OF[status] ?? '—');
      expect(row![7], status).toBe(nextStatuses(status).join(', ') || '—');
    }
  });

  it('follows the flows: each status moves to the next of its product’s flow, or is cancelled', () => {
    expect(nextStatuses('SignatureProcessing')).toEqual([
      'TimeBooking',
      'MobileDelivery',
      'StatusCancelled',
    ]);
    expect(nextStatuses('DataUpdate')).toEqual([
      'SolutionOnClient',
      'VerificationFailed',
      'StatusCancelled',
    ]);
    expect(nextStatuses('StatusCompleted')).toEqual([]);
    expect(rowOf('TimeBooking')![6]).toBe('client: POST book-time-slot');
    expect(STATUS_FLOW.internet.at(-1)).toBe('StatusCompleted');
  });

  it('says the refresh grace, login/start’s one answer and the SMS limits with their numbers', () => {
    expect(description).toContain(`within ${REFRESH_REUSE_GRACE_SECONDS} s of its rotation`);
    expect(description).toContain('answers every well-formed request within the limits the same');
    expect(description).toMatch(
      new RegExp(`\\| codes to one phone \\| ${SMS_CODES_PER_PHONE_PER_DAY} a Kazakhstan day`),
    );
    expect(description).toContain('The state register check');
  });
});
