import { z } from 'zod';
import {
  findForbiddenCharacters,
  isKzMobileE164,
  validateIdNumber,
} from '../../contract/rules/index.ts';

/** Field schemas shared by every endpoint, each failing with a catalogue code. */
export const binSchema = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, 'FIELD_REQUIRED')
  .refine((value) => validateIdNumber(value, 'any') === null, 'BIN_INVALID');

export const phoneSchema = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, 'FIELD_REQUIRED')
  .refine(isKzMobileE164, 'PHONE_INVALID');

export const emailSchema = z.string().trim().max(254, 'FIELD_TOO_LONG').email('EMAIL_INVALID');

/** Free text that goes to the CRM: bounded, and without the characters it rejects. */
export const crmTextSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'FIELD_TOO_LONG')
    .refine((value) => findForbiddenCharacters(value).length === 0, 'FORBIDDEN_CHARACTERS');
