import { describe, expect, it } from 'vitest';

/*
 * What `setup.ts` puts back between tests, held by two tests in order (tests within a file are not
 * shuffled, vite.config.ts): the first leaves the state behind, the second meets it as the next
 * test of the worker would.
 */
describe('each test starts with focus findable', () => {
  it('(a test leaves focus inside a shadow root it then takes out of the document)', () => {
    const container = document.createElement('div');
    const host = document.createElement('div');
    container.append(host);
    document.body.append(container);
    const button = document.createElement('button');
    host.attachShadow({ mode: 'open' }).append(button);
    button.focus();
    container.remove();
    // jsdom does not follow focus out of a removed shadow tree: nothing is focused, not even <body>.
    expect(document.activeElement).toBeNull();
  });

  it('the next test finds focus on <body>', () => {
    expect(document.activeElement).toBe(document.body);
  });
});
