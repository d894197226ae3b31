import { expect, type Page } from '@playwright/test';
import { testWithOwnServer } from './own-server.ts';
import { JOURNEY_TIMEOUT_MS } from './playwright.config.ts';
import { expectAxeClean, records } from './widgets-support.ts';
import { advance, at, loginOnAuth, signBySms, type Locale } from './wizard-support.ts';

/*
 * A sole proprietor registered by IIN (issue 35): the demo ИП «Әбдірахманов» (server/README.md
 * «Demo data», migration 016) signs in on /auth with its IIN and a phone, sees «ИП …» with the
 * number labelled as an IIN in its profile, and signs a wizard by SMS — in Russian the office
 * wizard from step 1 (its owner the head, the state register's check), in Kazakh the mobile
 * documents. Each test signs one of the IE's seeded applications, so each has a server of its own:
 * a second run (`--repeat-each`, or a copy on another worker) meets the seed again, not an
 * application the first left signed.
 */

const IIN = '910405300814';

const JOURNEYS: Array<{
  locale: Locale;
  phone: { e164: string; typed: string };
  appType: 'internet' | 'mobile';
  wizard: string;
  words: Record<
    'number' | 'otherNumber' | 'position' | 'head' | 'sign' | 'contract' | 'processing' | 'profile',
    string
  > & { ownerKey: RegExp };
}> = [
  {
    locale: 'ru',
    phone: { e164: '+77029104050', typed: '7029104050' },
    appType: 'internet',
    wizard: '/application-for-connection',
    words: {
      number: 'ИИН',
      otherNumber: 'БИН',
      position: 'Должность руководителя',
      head: 'Индивидуальный предприниматель',
      sign: 'Продолжить заявку',
      contract: 'Договор о предоставлении услуг связи',
      ownerKey: /ваш личный ключ для подписи .* выданный на ИИН индивидуального предпринимателя/,
      processing: 'Ваша заявка обрабатывается, пожалуйста подождите',
      profile: 'Профиль компании',
    },
  },
  {
    locale: 'kk',
    phone: { e164: '+77029104051', typed: '7029104051' },
    appType: 'mobile',
    wizard: '/mobile-application',
    words: {
      number: 'ЖСН',
      otherNumber: 'БСН',
      position: 'Басшының лауазымы',
      head: 'Жеке кәсіпкер',
      sign: 'Құжаттарға қол қою',
      contract: 'Байланыс қызметтерін көрсету туралы шарт',
      ownerKey: /жеке кәсіпкердің ЖСН-іне берілген қол қоюға арналған жеке кілтіңіз/,
      processing: 'Өтініміңіз өңделуде, күте тұрыңыз',
      profile: 'Компания профилі',
    },
  },
];

const termValue = (page: Page, term: string) =>
  page
    .getByRole('main')
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

for (const { locale, phone, appType, wizard, words: w } of JOURNEYS) {
  testWithOwnServer(
    `${locale}: the sole proprietor signs in by IIN, sees «ИП …» with its IIN, signs the ${appType} wizard by SMS`,
    async ({ page, request }) => {
      testWithOwnServer.setTimeout(JOURNEY_TIMEOUT_MS);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(at(locale, '/auth'));
      await loginOnAuth(page, request, IIN, phone, locale);

      // The login lands on the cabinet's home (issue 39); the profile is a link from it.
      await expect(page).toHaveURL(new RegExp(`${at(locale, '/profile-applications')}$`));
      const main = page.getByRole('main');
      await main.getByRole('link', { name: w.profile }).click();
      // The profile: the IE by name, its number labelled as the IIN it is.
      await expect(page).toHaveURL(new RegExp(`${at(locale, '/profile')}$`));
      await expect(
        main.getByRole('heading', { level: 2, name: 'ИП «Әбдірахманов»' }),
      ).toBeVisible();
      await expect(termValue(page, w.number)).toHaveText(IIN);
      await expect(main.locator('dt', { hasText: new RegExp(`^${w.otherNumber}$`) })).toHaveCount(
        0,
      );
      // Its owner is its head.
      await expect(termValue(page, w.position)).toHaveText(w.head);
      await expectAxeClean(page, 'main');

      // Its application, from the list, into the wizard.
      await page.goto(at(locale, `/profile-applications/${appType}`));
      await main.getByRole('link', { name: w.sign }).click();
      await expect(page).toHaveURL(
        new RegExp(`${at(locale, wizard)}\\?application=[\\w-]+&step=(details|sign)$`),
      );
      const id = new URL(page.url()).searchParams.get('application') as string;

      if (appType === 'internet') {
        // Step 1: the details from the profile, to check; the head is the owner.
        const details = page.locator('[data-details="company"]');
        await expect(details).toContainText(w.head);
        await expectAxeClean(page, 'main');
        await main.getByRole('button', { name: 'Продолжить', exact: true }).click();
        await expect(page).toHaveURL(/&step=sign$/);
        await expect(main).toContainText(w.processing);
        // The operator's processing, now: the state register confirms the IE by its IIN.
        await advance(request, id);
      }

      const contract = page.getByRole('region', { name: w.contract });
      await expect(contract).toContainText(IIN);
      await expect(contract).toContainText('ИП «Әбдірахманов»');
      // EDS would take the owner's personal key, not a First Head's.
      await expect(main.getByRole('button', { name: /ЭЦП|ЭЦҚ/ })).toHaveAccessibleDescription(
        w.ownerKey,
      );
      await expectAxeClean(page, 'main');
      await signBySms(page, request, phone.e164, locale);
      await expect(main).toContainText(w.processing);
      await expectAxeClean(page, 'main');
      const stored = (await records(request, 'applications')).find((r) => r.id === id);
      expect(stored).toMatchObject({
        company_bin: IIN,
        status: 'SignatureProcessing',
        signature_method: 'sms',
      });
    },
  );
}
