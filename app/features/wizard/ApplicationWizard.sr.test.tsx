import { virtual } from '@guidepup/virtual-screen-reader';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE } from '../../test/fixtures.ts';
import { renderOnSite } from '../../test/renderOnSite.tsx';
import { ApplicationWizard } from './ApplicationWizard.tsx';
import { internetApplication, wizardBackend } from './testing.ts';

/*
 * What a screen reader says when the wizard moves on (issue 40): the new step's heading takes
 * focus, so the reader starts there — «heading, Подписание документов, level 2» — and reading on
 * gives the step's content, here the processing screen the operator's check shows first.
 */

const SAID = {
  ru: {
    continue: 'Продолжить',
    details: 'heading, Данные компании, level 2',
    signing: 'heading, Подписание документов, level 2',
    saving: 'polite: Сохраняем…',
    processing: 'Ваша заявка обрабатывается, пожалуйста подождите',
  },
  kk: {
    continue: 'Жалғастыру',
    details: 'heading, Компания деректері, level 2',
    signing: 'heading, Құжаттарға қол қою, level 2',
    saving: 'polite: Сақтап жатырмыз…',
    processing: 'Өтініміңіз өңделуде, күте тұрыңыз',
  },
} as const;

const start = window.location.href;
beforeEach(() => window.history.replaceState(null, '', '/application-for-connection'));
afterEach(async () => {
  await virtual.stop();
  cleanup();
  window.history.replaceState(null, '', start);
});

describe.each(['ru', 'kk'] as const)(
  'the wizard’s step change, as a screen reader says it (%s)',
  (locale) => {
    it('says the new step’s heading when the details are sent, then its processing state', async () => {
      const user = userEvent.setup();
      const said = SAID[locale];
      renderOnSite(<ApplicationWizard appType="internet" pageTitle="Заявка" />, {
        handler: wizardBackend({
          accountInfo: () => PROFILE,
          lastApplicationDetail: () => ({ application: internetApplication('Qualification') }),
          updateApplication: () => internetApplication('DataUpdate'),
          fixApplicationDetail: () => internetApplication('DataUpdate'),
        }),
        signedIn: true,
        locale,
      });
      await virtual.start({ container: document.body });
      const next = await screen.findByRole('button', { name: said.continue });
      // Step 1's heading took focus when the step opened: the reader starts there.
      await vi.waitFor(async () => expect(await virtual.lastSpokenPhrase()).toBe(said.details));

      const before = (await virtual.spokenPhraseLog()).length;
      await act(async () => {
        await user.click(next);
      });
      await vi.waitFor(async () => expect(await virtual.spokenPhraseLog()).toContain(said.signing));
      const heard = (await virtual.spokenPhraseLog()).slice(before);
      // Where focus went, in order: the button pressed, then step 2's heading (nothing between).
      expect(heard.filter((phrase) => !/^(polite|assertive): /.test(phrase))).toEqual([
        `button, ${said.continue}`,
        said.signing,
      ]);
      // The send's pending state was announced politely, never as an interruption.
      expect(heard.filter((phrase) => /^(polite|assertive): /.test(phrase))).toEqual([said.saving]);

      // Reading on from the heading: the processing screen's words come next.
      for (let step = 0; step < 3; step++) await virtual.next();
      expect((await virtual.spokenPhraseLog()).slice(before)).toContain(said.processing);
    });
  },
);
