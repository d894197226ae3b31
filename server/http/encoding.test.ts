import { describe, expect, it } from 'vitest';
import { acceptedCodings } from './encoding.ts';

describe('acceptedCodings', () => {
  it('prefers brotli when the client takes both alike, as browsers send it', () => {
    expect(acceptedCodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedCodings('br;q=1.0, gzip;q=1.0')).toEqual(['br', 'gzip']);
  });

  it('follows the client’s q-values, and q=0 refuses', () => {
    expect(acceptedCodings('gzip;q=1, br;q=0.5')).toEqual(['gzip', 'br']);
    expect(acceptedCodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedCodings('GZIP')).toEqual(['gzip']);
  });

  it('reads * as any coding the header does not name', () => {
    expect(acceptedCodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedCodings('gzip;q=0, *;q=0.5')).toEqual(['br']);
  });

  it('sends identity without the header, or when nothing we have is accepted', () => {
    expect(acceptedCodings(undefined)).toEqual([]);
    expect(acceptedCodings('')).toEqual([]);
    expect(acceptedCodings('identity')).toEqual([]);
    expect(acceptedCodings('deflate, zstd')).toEqual([]);
  });
});
