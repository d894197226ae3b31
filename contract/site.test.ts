import { describe, expect, it } from 'vitest';
import { apiBaseMeta, clientShellPath, withApiBase } from './site.ts';

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

describe('withApiBase', () => {
  const page = '<html><head><meta charset="UTF-8" /><title>x</title></head><body></body></html>';

  it('replaces the tag the build wrote, and leaves a page that already says it as it is', () => {
    const built = withApiBase(page, 'https://api.example.kz');
    expect(built).toContain('<meta name="api-base" content="https://api.example.kz"></head>');
    const moved = withApiBase(built, 'http://127.0.0.1:8787');
    expect(moved).toContain('<meta name="api-base" content="http://127.0.0.1:8787">');
    expect(moved.match(/name="api-base"/g)).toHaveLength(1);
    expect(withApiBase(moved, 'http://127.0.0.1:8787')).toBe(moved);
    expect(withApiBase(moved, '')).toContain('<meta name="api-base" content="">');
  });

  it('writes the value as an attribute, never as markup', () => {
    expect(apiBaseMeta('https://x.kz/"><script>')).toBe(
      '<meta name="api-base" content="https://x.kz/&quot;&gt;&lt;script&gt;">',
    );
  });
});
