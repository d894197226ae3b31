import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addressCoverage } from '../calls/address.ts';
import { updateAccountInfo } from '../calls/cabinet.ts';
import {
  CompanyDetailsInput as companyDetailsSchema,
  DeliveryAddressInput as deliveryAddressSchema,
  OfficeAddressInput as officeAddressSchema,
} from './requests.ts';

const coverageQuerySchema = addressCoverage.query;
const updateAccountInfoSchema = updateAccountInfo.body;

/**
 * Pins where the forbidden characters (`contract/rules/forbiddenCharacters.ts`) are refused:
 * the typed parts of an office address and the delivery details, not the one-line legal and
 * actual addresses (see `rejectForbidden` in fields.ts for why).
 */

const LEGAL = 'г. Алматы, ул. Абая, д. 10 (БЦ «Нурлы Тау»), офис 5-1';
const POINT = { lat: 43.2389, lng: 76.8897 };

/** The fields refused with FORBIDDEN_CHARACTERS, as dot paths. */
function forbiddenFields(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.message === 'FORBIDDEN_CHARACTERS')
    .map((issue) => issue.path.join('.'));
}

describe('forbidden characters', () => {
  it('accept punctuation in the one-line legal and actual addresses', () => {
    const details = companyDetailsSchema.safeParse({
      positionId: 'director',
      bankId: 'halyk',
      iban: 'KZ86601A861000000001',
      factAddress: LEGAL,
      lawAddress: LEGAL,
    });
    expect(details.success).toBe(true);
    expect(details.data).toMatchObject({ factAddress: LEGAL, lawAddress: LEGAL });

    const profile = updateAccountInfoSchema.safeParse({
      legalAddress: LEGAL,
      actualAddress: LEGAL,
    });
    expect(profile.success).toBe(true);
    expect(profile.data).toMatchObject({ legalAddress: LEGAL, actualAddress: LEGAL });

    const delivery = deliveryAddressSchema.safeParse({ address: LEGAL, point: POINT });
    expect(delivery.success).toBe(true);
  });

  it('refuse them in the parts of an office address typed by hand', () => {
    expect(
      forbiddenFields(officeAddressSchema, {
        manual: true,
        city: 'Алматы.',
        street: 'ул. Абая!',
        house: '10(2)',
      }),
    ).toEqual(['city', 'street', 'house']);
    expect(
      forbiddenFields(coverageQuerySchema, { cityId: 'almaty', street: 'Абая, 10', house: '1' }),
    ).toEqual(['street']);
    // The same street without them is fine.
    expect(
      officeAddressSchema.safeParse({ manual: true, city: 'Алматы', street: 'Абая', house: '10' })
        .success,
    ).toBe(true);
  });

  it('refuse them in the delivery details typed beside the map pin', () => {
    expect(
      forbiddenFields(deliveryAddressSchema, {
        address: LEGAL,
        point: POINT,
        entrance: '2!',
        flat: '5,6',
        intercom: '12#',
        floor: '3.',
      }),
    ).toEqual(['entrance', 'flat', 'floor']);
  });
});
