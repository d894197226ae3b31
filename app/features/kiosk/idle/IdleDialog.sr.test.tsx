import { virtual } from '@guidepup/virtual-screen-reader';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOnSite } from '../../../test/renderOnSite.tsx';
import { IdleDialog } from './IdleDialog.tsx';

/*
 * What a screen reader says when the kiosk asks «Вы ещё здесь?» (WCAG 2.2.1): the dialog by its
 * question and the whole sentence with the seconds left, then «Продолжить» focused, then «+ время»
 * by its full name; the countdown is not read out again every second; at zero, that the screen
 * is being cleared.
 *
 * The virtual reader models an alertdialog as an atomic assertive live region, so every change
 * inside it (each tick of the large figure) logs «assertive: <its name>» — ARIA gives alertdialog
 * no implicit aria-live, so those entries are the model's and are left out below.
 */

const SAID = {
  ru: {
    dialog:
      'alertdialog, Вы ещё здесь?, Через 30 с экран вернётся на главную, а всё, что вы ввели, будет стёрто.',
    continue: 'button, Продолжить',
    extend: 'button, + время: ещё 2 мин',
    tick: 'Через 29 с',
    resetting: 'polite: Время вышло. Возвращаемся на главную, всё введённое стирается.',
  },
  kk: {
    dialog:
      'alertdialog, Сіз әлі осындасыз ба?, 30 секундтан кейін экран басты бетке оралады, ал сіз енгізгеннің бәрі өшіріледі.',
    continue: 'button, Жалғастыру',
    extend: 'button, + уақыт: тағы 2 мин',
    tick: '29 секундтан',
    resetting: 'polite: Уақыт бітті. Басты бетке ораламыз, енгізілгеннің бәрі өшіріледі.',
  },
} as const;

const props = { onContinue: () => {}, onExtend: () => {}, container: null };

/** The log without the model's «assertive: <dialog name>» for changes inside the dialog. */
async function heard(name: string): Promise<string[]> {
  return (await virtual.spokenPhraseLog()).filter((phrase) => phrase !== `assertive: ${name}`);
}

afterEach(async () => {
  await virtual.stop();
});

describe.each(['ru', 'kk'] as const)(
  'the kiosk’s idle dialog, as a screen reader says it (%s)',
  (locale) => {
    it('says the question and the seconds left, then «Продолжить»; «+ время» by its full name', async () => {
      const said = SAID[locale];
      const name = said.dialog.split(', ')[1]!;
      const view = renderOnSite(
        <IdleDialog open={false} secondsLeft={30} resetting={false} {...props} />,
        {
          locale,
        },
      );
      await virtual.start({ container: document.body });
      view.rerender(<IdleDialog open secondsLeft={30} resetting={false} {...props} />);
      await vi.waitFor(async () => expect(await heard(name)).toContain(said.continue));
      expect(await heard(name)).toEqual(['document', said.dialog, said.continue]);
      await virtual.next();
      expect(await virtual.lastSpokenPhrase()).toBe(said.extend);

      // A second later: the figure changes, the sentence is not read out again.
      await act(async () =>
        view.rerender(<IdleDialog open secondsLeft={29} resetting={false} {...props} />),
      );
      expect((await heard(name)).some((phrase) => phrase.includes(said.tick))).toBe(false);

      // At zero: the screen is being cleared, said once and politely.
      await act(async () =>
        view.rerender(<IdleDialog open secondsLeft={0} resetting {...props} />),
      );
      await vi.waitFor(async () => expect(await heard(name)).toContain(said.resetting));
      expect((await heard(name)).filter((phrase) => phrase === said.resetting)).toHaveLength(1);
    });
  },
);
