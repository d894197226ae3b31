import { describe, expect, it } from 'vitest';
import { clientShellPath } from './site.ts';

describe('clientShellPath', () => {
  it('puts the shell segment in place of the last one', () => {
    expect(clientShellPath('/profile-applications/internet/9f1c')).toBe(
      '/profile-applications/internet/_',
    );
    expect(clientShellPath('/kk/profile-applications/mobile/9f1c/')).toBe(
      '/kk/profile-applications/mobile/_',
    );
  });

  it('has no shell for a top-level path or the shell itself', () => {
    expect(clientShellPath('/profile')).toBeNull();
    expect(clientShellPath('/')).toBeNull();
    expect(clientShellPath('/profile-applications/internet/_')).toBeNull();
  });
});
