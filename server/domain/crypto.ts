import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

/** A random opaque token: 256 bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(text: string | Uint8Array): string {
  return createHash('sha256').update(text).digest('hex');
}

export function newId(): string {
  return randomUUID();
}

/** A numeric code of `length` digits, leading zeros allowed. */
export function randomDigits(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}
