import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.ts';
import { createNcaLayerClient } from './ncaLayer.ts';
import { isAbort } from './outcome.ts';
import { fakeNcaLayer, NCALAYER_FRAMES } from './testing.ts';
import { useNcaLayerSign } from './useNcaLayerSign.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const layer = fakeNcaLayer();
  const client = createNcaLayerClient({ createSocket: layer.createSocket });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider locale="kk">{children}</I18nProvider>
  );
  const hook = renderHook(() => useNcaLayerSign(client), { wrapper });
  return { layer, hook };
}

describe('useNcaLayerSign', () => {
  it('is pending while NCALayer’s dialog is open, in the page’s language', async () => {
    const { layer, hook } = setup();
    expect(hook.result.current.pending).toBe(false);
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = hook.result.current.sign({ data: 'YQ==', usage: 'auth' });
    });
    expect(hook.result.current.pending).toBe(true);
    await act(async () => {
      await settle();
      layer.last.open();
      await settle();
    });
    expect(layer.last.lastRequest().args.locale).toBe('kk');
    await act(async () => {
      layer.last.receive(NCALAYER_FRAMES.signed);
      await outcome;
    });
    await expect(outcome).resolves.toMatchObject({ kind: 'signed' });
    expect(hook.result.current.pending).toBe(false);
  });

  it('gives up when the component goes away', async () => {
    const { layer, hook } = setup();
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = hook.result.current.sign({ data: 'YQ==', usage: 'sign' });
    });
    const caught = outcome.catch((e: unknown) => e);
    await act(async () => {
      await settle();
      layer.last.open();
      await settle();
    });
    hook.unmount();
    expect(isAbort(await caught)).toBe(true);
    await settle();
    expect(layer.last.readyState).toBe(3);
  });
});
