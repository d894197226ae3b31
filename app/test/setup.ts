import { afterEach } from 'vitest';
import { takeDrifts } from './drift.ts';

// A fake answer (or a request) the contract refuses fails the test that made it, even when the
// screen coped with the failed call (a «load failed» view is a pass for the wrong reason).
afterEach(() => {
  const drifts = takeDrifts();
  if (drifts.length > 0) throw new Error(`contract drift:\n${drifts.join('\n')}`);
});
