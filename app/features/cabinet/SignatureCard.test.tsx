import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../contract/locale.ts';
import { expectNoAxeViolations } from '../../../lib/test/axe.ts';
import { errorJson } from '../api/testing.ts';
import { renderOnSite } from '../../test/renderOnSite.tsx';
import { ApplicationScreen } from './ApplicationScreen.tsx';
import {
  COMPLETED,
  SIGNED_BY_EDS,
  SIGNED_BY_SMS,
  SIGNED_CMS,
  SIGNED_CONTRACT_HTML,
  TO_SIGN,
  cabinetBackend,
} from './testing.ts';
import type { ApplicationDetail } from '../../../contract/domain.ts';

/** What a press saved: the file's name and its bytes (the link the page made and clicked). */
const saved: { name: string; bytes: Uint8Array }[] = [];
const blobs = new Map<string, Blob>();

beforeEach(() => {
  saved.length = 0;
  blobs.clear();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const href = `blob:test-${blobs.size}`;
    blobs.set(href, blob);
    return href;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (!blob) throw new Error(`no blob behind ${this.href}`);
    void blob
      .arrayBuffer()
      .then((b) => saved.push({ name: this.download, bytes: new Uint8Array(b) }));
  });
});
afterEach(() => vi.restoreAllMocks());

const value = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

function renderCard(
  application: ApplicationDetail,
  locale: Locale = 'ru',
  handler = cabinetBackend({ applications: [application] }),
) {
  return renderOnSite(
    <ApplicationScreen appType="internet" opportunityId={application.opportunityId} heading="—" />,
    { signedIn: true, locale, handler },
  );
}

describe('the signature card', () => {
  it('EDS by NCALayer, ru: who, IIN, role, how, when, the certificate; both files download', async () => {
    const user = userEvent.setup();
    const { container } = renderCard(SIGNED_BY_EDS);
    const section = await screen.findByRole('region', { name: 'Подписание документов' });
    expect(
      within(section).getByRole('heading', {
        level: 3,
        name: 'Договор о предоставлении услуг связи № IN-2026-000004',
      }),
    ).toBeVisible();
    expect(value(section, 'Подписант')).toBe('Нурланов Ерлан Маратович');
    expect(value(section, 'ИИН')).toBe('800315300129');
    expect(value(section, 'Роль')).toBe('Первый руководитель');
    expect(value(section, 'Способ подписания')).toBe('ЭЦП через NCALayer');
    expect(value(section, 'Дата и время подписания')).toBe('01.03.2026 11:20');
    expect(value(section, 'Серийный номер сертификата')).toBe('39a9a373d63377e6759064d39989dec1');
    expect(value(section, 'Кем выдан сертификат')).toBe('ҰЛТТЫҚ КУӘЛАНДЫРУШЫ ОРТАЛЫҚ (RSA)');
    expect(value(section, 'Срок действия сертификата')).toBe('с 01.06.2025 по 01.06.2036');

    await user.click(within(section).getByRole('button', { name: 'Скачать договор' }));
    await user.click(within(section).getByRole('button', { name: 'Скачать подпись (CMS)' }));
    await vi.waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[0]?.name).toBe('contract-IN-2026-000004.html');
    expect(new TextDecoder().decode(saved[0]?.bytes)).toBe(SIGNED_CONTRACT_HTML);
    expect(saved[1]).toEqual({ name: 'contract-IN-2026-000004.p7s', bytes: SIGNED_CMS });
    await expectNoAxeViolations(container);
  });

  it('SMS, kk: the masked phone that confirmed it, no certificate and no signature file', async () => {
    const { container } = renderCard(SIGNED_BY_SMS, 'kk');
    const section = await screen.findByRole('region', { name: 'Құжаттарға қол қою' });
    expect(value(section, 'Қол қою тәсілі')).toBe('SMS-код');
    expect(value(section, 'Растаған телефон нөмірі')).toBe('+7 701 *** ** 67');
    expect(value(section, 'Қол қойылған күні мен уақыты')).toBe('01.03.2026 11:25');
    expect(within(section).queryByText('ЖСН', { selector: 'dt' })).toBeNull();
    expect(within(section).queryByText('Сертификаттың сериялық нөмірі')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Шартты жүктеп алу' })).toBeVisible();
    expect(within(section).queryByRole('button', { name: /Қолтаңбаны/ })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it.each<[Locale, string, string, string]>([
    ['ru', 'Подписание документов', 'Сертификат', 'Сведения о сертификате недоступны'],
    ['kk', 'Құжаттарға қол қою', 'Сертификат', 'Сертификат туралы мәліметтер қолжетімсіз'],
  ])(
    'an EDS signature from before the facts were kept (%s): says the contract stands, no CMS',
    async (locale, title, label, notKept) => {
      const { container } = renderCard(COMPLETED, locale);
      const section = await screen.findByRole('region', { name: title });
      expect(value(section, label)).toMatch(new RegExp(`^${notKept}`));
      expect(within(section).getByText('Нурланов Ерлан Маратович')).toBeVisible();
      // Nothing shown as «Не указано»: what was never recorded is said once, above.
      expect(within(section).queryByText(/Не указано|Көрсетілмеген/)).toBeNull();
      expect(within(section).getAllByRole('button')).toHaveLength(1);
      await expectNoAxeViolations(container);
    },
  );

  it('says the documents are not signed yet while they are not', async () => {
    renderCard(TO_SIGN);
    const section = await screen.findByRole('region', { name: 'Подписание документов' });
    expect(within(section).getByText('Документы ещё не подписаны')).toBeVisible();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('a download that fails is said under the buttons, with the catalogue’s words', async () => {
    const user = userEvent.setup();
    renderCard(
      SIGNED_BY_EDS,
      'ru',
      cabinetBackend({
        applications: [SIGNED_BY_EDS],
        answers: { signatureCms: () => errorJson(409, 'SIGNATURE_FILE_ABSENT') },
      }),
    );
    const section = await screen.findByRole('region', { name: 'Подписание документов' });
    await user.click(within(section).getByRole('button', { name: 'Скачать подпись (CMS)' }));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось скачать файл');
    expect(alert).toHaveTextContent('У этой заявки нет сохранённой подписи ЭЦП');
    expect(saved).toHaveLength(0);
  });
});
