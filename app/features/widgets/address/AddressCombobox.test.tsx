import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { KitProvider } from '../../../../lib/i18n/KitProvider.tsx';
import { expectNoAxeViolations } from '../../../../lib/test/axe.ts';
import { AddressCombobox, forgetLoadedCombobox, type ComboboxOption } from './AddressCombobox.tsx';

const CITIES: ComboboxOption<string>[] = ['Алматы', 'Астана', 'Актобе'].map((name) => ({
  id: name,
  text: name,
  value: name,
}));

const words = { searching: 'Ищем…', noMatches: 'Ничего не нашли', loadFailed: 'Не загрузилось' };

/** Two fields over the same directory, their text and choice kept here as the widget does. */
function Fields({ load }: { load: (query: string) => Promise<ComboboxOption<string>[]> }) {
  const [texts, setTexts] = useState({ from: '', to: '' });
  const [chosen, setChosen] = useState<Record<string, string | null>>({ from: null, to: null });
  return (
    <>
      {(['from', 'to'] as const).map((name) => (
        <AddressCombobox
          key={name}
          id={`city-${name}`}
          label={name === 'from' ? 'Город отправления' : 'Город назначения'}
          hint="Начните вводить название"
          text={texts[name]}
          onTextChange={(text) => {
            setTexts((all) => ({ ...all, [name]: text }));
            setChosen((all) => ({ ...all, [name]: null }));
          }}
          selectedId={chosen[name] ?? null}
          onSelect={(option) => {
            setTexts((all) => ({ ...all, [name]: option.text }));
            setChosen((all) => ({ ...all, [name]: option.id }));
          }}
          load={load}
          words={words}
        />
      ))}
    </>
  );
}

const search = (query: string) =>
  Promise.resolve(CITIES.filter((c) => c.text.toLowerCase().startsWith(query.toLowerCase())));

/** The first import also builds the module in the test runner: give it time. */
const ARRIVAL = { timeout: 15_000 };

const field = (name: string) => screen.getByRole('combobox', { name });

// The combobox's code arrives when the test says so (on a page: when the network delivers it).
const network = vi.hoisted(() => {
  let deliver = () => {};
  const delivered = new Promise<void>((resolve) => (deliver = resolve));
  return { delivered, deliver };
});
vi.mock('./AddressComboboxField.tsx', async (importOriginal) => {
  await network.delivered;
  return importOriginal();
});

describe('AddressCombobox', () => {
  beforeEach(() => forgetLoadedCombobox());
  // The modules are shared with the next files of this worker: a load still waiting for the
  // network above would keep every later combobox plain. Deliver it (the code is then loaded, as
  // it was after this file when it ended with a delivery).
  afterAll(() => network.deliver());

  it('starts as a plain field named and described as the combobox will be, asking nothing', async () => {
    const load = vi.fn(search);
    const { container } = render(<Fields load={load} />);
    const from = screen.getByRole('combobox', { name: 'Город отправления' });
    expect(from).toHaveAccessibleDescription('Начните вводить название');
    expect(from).toHaveAttribute('aria-expanded', 'false');
    expect(from).toHaveAttribute('aria-autocomplete', 'list');
    expect(from).toHaveAttribute('autocomplete', 'off');
    expect(load).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('becomes the combobox when focused: what was typed, the focus and the caret carry over', async () => {
    const user = userEvent.setup();
    const load = vi.fn(search);
    render(<Fields load={load} />);
    const plain = field('Город отправления');
    await user.tab();
    await user.keyboard('Ал');
    // Typed into the plain input while the code is on its way; nothing searched yet.
    expect(plain).toHaveFocus();
    expect(plain).toHaveValue('Ал');
    expect(load).not.toHaveBeenCalled();
    network.deliver();
    // The combobox takes the plain input's place.
    await vi.waitFor(() => expect(field('Город отправления')).not.toBe(plain), ARRIVAL);
    const combobox = field('Город отправления');
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveValue('Ал');
    expect((combobox as HTMLInputElement).selectionStart).toBe(2);
    // It searches for what is there and offers the answer.
    expect(await screen.findByRole('option', { name: 'Алматы' })).toBeVisible();
    await user.keyboard('м{ArrowDown}{Enter}');
    expect(combobox).toHaveValue('Алматы');
  });

  it('every plain field of the page becomes a combobox once the code has come', async () => {
    const user = userEvent.setup();
    render(<Fields load={search} />);
    const to = field('Город назначения');
    await user.tab();
    // The other field, never touched, is the combobox too…
    await vi.waitFor(() => expect(field('Город назначения')).not.toBe(to), ARRIVAL);
    // …and focus stayed where the visitor put it.
    expect(field('Город отправления')).toHaveFocus();
    await user.tab();
    await user.keyboard('Ас');
    expect(await screen.findByRole('option', { name: 'Астана' })).toBeVisible();
    expect(field('Город назначения')).toHaveFocus();
  });

  it('leaves the page visible to assistive technology while its inline list is open, and counts in Kazakh', async () => {
    const user = userEvent.setup();
    render(
      <KitProvider locale="kk">
        <a href="#elsewhere">Басқа сілтеме</a>
        <Fields load={search} />
      </KitProvider>,
    );
    await user.tab();
    await user.tab();
    await vi.waitFor(() => expect(field('Город отправления')).toHaveFocus(), ARRIVAL);
    await user.keyboard('А');
    expect(await screen.findByRole('option', { name: 'Алматы' })).toBeVisible();
    // react-aria hides everything but the input and a portalled list; ours is inline
    // (patches/react-aria+3.53.1.patch), so the page keeps what it had.
    expect(
      document.querySelectorAll('[aria-hidden="true"]:not([data-live-announcer] *)'),
    ).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Басқа сілтеме' })).toBeVisible();
    // Its announcement, in react-aria's live region, in the kit's Kazakh words (not English).
    // react-aria writes it from a timer: in a clean-clone CI run, beside the node project, it
    // came later than vi.waitFor's default 1 s. Every announcer region is read: a one-core run
    // read an empty one for 15 s, and the unit files share a document per worker, where a region
    // a previous file left (empty) would come first.
    const announced = () =>
      [...document.querySelectorAll('[data-live-announcer]')].map((region) => region.textContent);
    await vi.waitFor(() => expect(announced().join(' ')).toContain('3 нұсқа табылды.'), ARRIVAL);
  });

  it('keeps the newest answer: an older search answering late changes nothing', async () => {
    network.deliver();
    let answerLate = (_found: ComboboxOption<string>[]) => {};
    const late = new Promise<ComboboxOption<string>[]>((resolve) => (answerLate = resolve));
    // The first search («А») answers only when the test says so, after the second («Ас»).
    const load = vi.fn((query: string) => (query === 'А' ? late : search(query)));
    const user = userEvent.setup();
    render(<Fields load={load} />);
    await user.tab();
    await vi.waitFor(() => expect(field('Город отправления')).toHaveFocus(), ARRIVAL);
    await user.keyboard('А');
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith('А', expect.anything()), ARRIVAL);
    await user.keyboard('с');
    expect(await screen.findByRole('option', { name: 'Астана' })).toBeVisible();
    await act(async () => {
      answerLate(CITIES);
      await late;
    });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Астана']);
  });
});
