import { act, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyInput, typedBeforeHydration, type TypedText } from './replay.ts';

/*
 * What a visitor enters into a prerendered part before it has hydrated reaches the hydrated app:
 * the part is server-rendered, used in the DOM alone, then hydrated and handed what was entered.
 */

// React's act() outside Testing Library: tell React this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TASKS = ['all', 'security', 'cloud'] as const;

function Filter({ onPick }: { onPick: (task: string) => void }) {
  const [task, setTask] = useState<string>('all');
  const [consent, setConsent] = useState(false);
  return (
    <form>
      {TASKS.map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="task"
            value={value}
            checked={task === value}
            onChange={() => {
              setTask(value);
              onPick(value);
            }}
          />
          {value}
        </label>
      ))}
      <label>
        <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
        consent
      </label>
      <output>
        {task} {consent ? 'agreed' : 'not agreed'}
      </output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

async function hydrateAfter(enter: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Filter onPick={() => {}} />);
  document.body.append(container);
  enter(container);
  const typed = typedBeforeHydration(container);
  const picked = vi.fn();
  await act(async () => {
    root = hydrateRoot(container, <Filter onPick={picked} />);
  });
  await act(() => replayEarlyInput(container, typed));
  const output = container.querySelector('output')?.textContent ?? '';
  const checked = container.querySelector<HTMLInputElement>('input[type=radio]:checked')?.value;
  return { picked, output, checked };
}

const radio = (container: HTMLElement, value: string) =>
  container.querySelector<HTMLInputElement>(`input[value="${value}"]`) as HTMLInputElement;

describe('a box checked before hydration', () => {
  it('a radio: the app picks it, and the one it unchecked stays unchecked', async () => {
    const { picked, output, checked } = await hydrateAfter((c) => radio(c, 'security').click());
    expect(picked).toHaveBeenCalledTimes(1);
    expect(picked).toHaveBeenCalledWith('security');
    expect(output).toBe('security not agreed');
    expect(checked).toBe('security');
  });

  it('a checkbox: the app has it checked', async () => {
    const { output } = await hydrateAfter((c) =>
      c.querySelector<HTMLInputElement>('input[type=checkbox]')?.click(),
    );
    expect(output).toBe('all agreed');
  });

  it('nothing entered: nothing is pressed', async () => {
    const { picked, output, checked } = await hydrateAfter(() => {});
    expect(picked).not.toHaveBeenCalled();
    expect(output).toBe('all not agreed');
    expect(checked).toBe('all');
  });
});

/** A consultation-like form: a required field and a submit that reads the form's state. */
function Request({ onSubmit }: { onSubmit: (bin: string) => void }) {
  const [bin, setBin] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(bin);
      }}
    >
      <input aria-label="БИН" value={bin} onChange={(e) => setBin(e.target.value)} />
      <button type="submit">Отправить</button>
    </form>
  );
}

/** As the app calls it: from the hydrated root's first effect. */
function ReplayOnce({ typed, done }: { typed: TypedText[]; done: (p: Promise<void>) => void }) {
  useEffect(() => {
    const container = document.getElementById('part');
    if (container) done(replayEarlyInput(container, typed));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

describe('a value set without keys, then a tap, before hydration', () => {
  it('the tap, pressed again, finds the value in the form’s state (autofill, paste, dictation)', async () => {
    const container = document.createElement('div');
    container.id = 'part';
    container.innerHTML = renderToString(<Request onSubmit={() => {}} />);
    document.body.append(container);
    // Autofill: the browser sets the value and fires `input`; no key is pressed.
    const field = container.querySelector('input') as HTMLInputElement;
    field.value = '180440000128';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const button = container.querySelector('button') as HTMLButtonElement;
    // The submit tap the early input script held.
    const held = [{ type: 'click' as const, target: button, index: 0, selector: 'button' }];
    window.bizEarlyInput = { has: () => true, take: () => held.splice(0) };
    const typed = typedBeforeHydration(container);
    const submitted = vi.fn();
    let replayed: Promise<void> = Promise.resolve();
    await act(async () => {
      root = hydrateRoot(
        container,
        <>
          <Request onSubmit={submitted} />
          <ReplayOnce typed={typed} done={(p) => (replayed = p)} />
        </>,
      );
    });
    await act(() => replayed);
    delete window.bizEarlyInput;
    expect(submitted).toHaveBeenCalledExactlyOnceWith('180440000128');
  });
});
