import { readFile } from 'node:fs/promises';
import {
  expect,
  type APIRequestContext,
  type Download,
  type Locator,
  type Page,
} from '@playwright/test';
import { API_PATHS, type AppType, type LoginResponse, type Out } from '../contract/index.ts';
import { cabinet as kkCabinet } from '../locales/kk/cabinet.ts';
import { cabinet as ruCabinet } from '../locales/ru/cabinet.ts';
import { wizard as kkWizard } from '../locales/kk/wizard.ts';
import { wizard as ruWizard } from '../locales/ru/wizard.ts';
import { loadTestPki } from '../server/dev/testPki.ts';
import { testPkiVerifier } from '../server/domain/eds/index.ts';
import { expectAxeClean } from './axe.ts';
import { devCall } from './dev-api.ts';
import { installNcaLayer } from './ncalayer.ts';
import { JOURNEY_TIMEOUT_MS } from './playwright.config.ts';
import { testWithOwnServer } from './own-server.ts';
import { at, continueAfterSigning, edsLogin, openWizard, type Locale } from './wizard-support.ts';

/*
 * The signed contract's card in the cabinet (issue 28): signed in a wizard — by NCALayer (the
 * stand-in) and by eGov QR (the stand-in phone) — then the application's page shows who signed,
 * how, when and with what certificate, and both files download: the contract as signed and the
 * CMS, which verifies over it. Each test has a server of its own (as `egov-qr.spec.ts`): the demo
 * applications waiting for a signature are signed here.
 */

const test = testWithOwnServer;

test.describe.configure({ timeout: JOURNEY_TIMEOUT_MS });

const pki = loadTestPki();
const CARD = { ru: ruCabinet.application, kk: kkCabinet.application } as const;

type Summary = Out<'clientApplications'>['applications'][number];

/**
 * The company's application of `appType` that `pick` chooses. The one just signed is the demo
 * company's only open one of its kind (its status moves on by itself after a few seconds).
 */
async function applicationOf(
  request: APIRequestContext,
  login: LoginResponse,
  appType: AppType,
  pick: (a: Summary) => boolean,
): Promise<{ id: string; number: string }> {
  const res = await request.get(`${API_PATHS.clientApplications}?productType=${appType}`, {
    headers: { Authorization: `Bearer ${login.accessToken}` },
  });
  const found = ((await res.json()) as Out<'clientApplications'>).applications.find(pick);
  expect(found, `the ${appType} application`).toBeDefined();
  return { id: found?.opportunityId ?? '', number: found?.applicationNumber ?? '' };
}

const open = (a: Summary) => a.status !== 'StatusCompleted' && a.status !== 'StatusCancelled';
const completed = (a: Summary) => a.status === 'StatusCompleted';

/** The «signature» section of the application's page, once it has loaded. */
async function signatureSection(page: Page, locale: Locale, appType: AppType, id: string) {
  await page.goto(at(locale, `/profile-applications/${appType}/${id}`));
  const section = page.getByRole('region', { name: CARD[locale].sections.signature });
  await expect(section).toBeVisible();
  return section;
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The value beside a label of the card (the label whole: «Сертификат» is in other labels too). */
const valueOf = (section: Locator, label: string) =>
  section.locator('dt', { hasText: exactly(label) }).locator('xpath=following-sibling::dd[1]');

async function bytesOf(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/**
 * Both files: the contract by a click, the CMS from the keyboard (focus, Enter). The CMS must
 * verify over the contract, by the key that signed.
 */
async function downloadsVerify(page: Page, section: Locator, locale: Locale, number: string) {
  const words = CARD[locale].signatureCard;
  const [contract] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: words.downloadDocument }).click(),
  ]);
  expect(contract.suggestedFilename()).toBe(`contract-${number}.html`);
  const cmsButton = section.getByRole('button', { name: words.downloadCms });
  await cmsButton.focus();
  const [cms] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(cms.suggestedFilename()).toBe(`contract-${number}.p7s`);
  const document = await bytesOf(contract);
  expect(document.toString('utf8')).toContain(number);
  const signer = await testPkiVerifier().verify({
    signature: (await bytesOf(cms)).toString('base64'),
    data: new Uint8Array(document),
    purpose: 'sign',
    at: Date.now(),
  });
  return signer.serialNumber;
}

/** The card's certificate rows, from the test PKI's own record of the key. */
async function expectCertificate(section: Locator, locale: Locale, keyId: string) {
  const key = pki.key(keyId);
  if (!key) throw new Error(`no key ${keyId}`);
  const fields = CARD[locale].signatureCard.fields;
  await expect(valueOf(section, fields.iin)).toHaveText(key.subject.iin);
  await expect(valueOf(section, fields.role)).toHaveText(CARD[locale].signatureCard.role.firstHead);
  await expect(valueOf(section, fields.serial)).toHaveText(key.serialNumber);
  await expect(valueOf(section, fields.issuer)).toHaveText(/ҰЛТТЫҚ КУӘЛАНДЫРУШЫ ОРТАЛЫҚ \(RSA\)/);
  const date = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');
  await expect(valueOf(section, fields.validity)).toContainText(date(key.notBefore));
  await expect(valueOf(section, fields.validity)).toContainText(date(key.notAfter));
}

test('ru: signed by NCALayer in the office wizard, the card and both files; an old signature says what was not kept', async ({
  page,
  request,
}, testInfo) => {
  const login = await edsLogin(request, 'stepnoy-head-auth');
  await installNcaLayer(page);
  await openWizard(page, login, 'internet');
  await page.getByRole('checkbox', { name: ruWizard.signing.consent }).check();
  await page.getByRole('button', { name: ruWizard.signing.eds }).click();
  await continueAfterSigning(page, 'ru', 'ncalayer');
  await expect(page.locator('main')).toContainText(ruWizard.processing.title);

  const signed = await applicationOf(request, login, 'internet', open);
  const section = await signatureSection(page, 'ru', 'internet', signed.id);
  const words = CARD.ru.signatureCard;
  await expect(
    section.getByRole('heading', {
      level: 3,
      name: words.documentTitle.replace('{{number}}', signed.number),
    }),
  ).toBeVisible();
  await expect(valueOf(section, words.fields.signer)).toHaveText('Нурланов Ерлан Маратович');
  await expect(valueOf(section, words.fields.channel)).toHaveText(words.channel.ncalayer);
  await expectCertificate(section, 'ru', 'stepnoy-head-sign');
  expect(await downloadsVerify(page, section, 'ru', signed.number)).toBe(
    pki.key('stepnoy-head-sign')?.serialNumber,
  );
  await expectAxeClean(page, 'main');
  await section.screenshot({ path: testInfo.outputPath('signature-card-ru.png') });

  // Signed before the card's facts were kept (the demo data): it says so; no signature file.
  const old = await applicationOf(request, login, 'internet', completed);
  const oldSection = await signatureSection(page, 'ru', 'internet', old.id);
  await expect(valueOf(oldSection, words.fields.certificate)).toHaveText(words.notKept);
  await expect(valueOf(oldSection, words.fields.channel)).toHaveText(words.channel.eds);
  await expect(oldSection.getByRole('button')).toHaveText([words.downloadDocument]);
  await expectAxeClean(page, 'main');
});

test('kk: signed by eGov QR in the mobile wizard, the card and both files', async ({
  page,
  request,
}, testInfo) => {
  const login = await edsLogin(request, 'kaztranstech-head-auth');
  await openWizard(page, login, 'mobile', { locale: 'kk' });
  const wizard = kkWizard.signing;
  await page.getByRole('checkbox', { name: wizard.consent }).check();
  await page.getByRole('button', { name: wizard.egov }).click();
  const qrText = await page.getByRole('img', { name: wizard.egovQrLabel }).getAttribute('data-qr');
  const scanned = await devCall(request, 'egovScan', {
    qrText: qrText ?? '',
    behaviour: 'sign',
    certificateId: 'kaztranstech-head-sign',
    lang: 'kk',
  });
  expect(scanned.ok(), await scanned.text()).toBe(true);
  await continueAfterSigning(page, 'kk', 'egov');
  await expect(page.locator('main')).toContainText(kkWizard.processing.title);

  const signed = await applicationOf(request, login, 'mobile', open);
  const section = await signatureSection(page, 'kk', 'mobile', signed.id);
  const words = CARD.kk.signatureCard;
  await expect(valueOf(section, words.fields.signer)).toHaveText('Омаров Данияр Серикович');
  await expect(valueOf(section, words.fields.channel)).toHaveText(words.channel.egov);
  await expectCertificate(section, 'kk', 'kaztranstech-head-sign');
  expect(await downloadsVerify(page, section, 'kk', signed.number)).toBe(
    pki.key('kaztranstech-head-sign')?.serialNumber,
  );
  await expectAxeClean(page, 'main');
  // At a phone's width the 32 hex digits of the serial must wrap, not widen the page.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await section.screenshot({ path: testInfo.outputPath('signature-card-kk.png') });
});
