import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ProviderModule from './I18nProvider.tsx';

/**
 * A browser page loads the site's table and only the areas its route names. The test setup
 * registers every table, so each test here takes a fresh copy of the module, as a page starts.
 */
type Provider = typeof ProviderModule;
let i18n: Provider;

beforeEach(async () => {
  vi.resetModules();
  i18n = await import('./I18nProvider.tsx');
});

describe('loadMessages', () => {
  it('loads the site’s table without the areas; a key of a missing area throws, naming it', async () => {
    const table = await i18n.loadMessages('ru');
    expect(table.shell).toBeDefined();
    expect('cabinet' in table).toBe(false);
    expect(() => i18n.createTranslator('ru')('cabinet.login.binLabel')).toThrow(/cabinet/);
    expect(i18n.createTranslator('ru')('shell.nav.cabinet')).toBe('Кабинет');
  });

  it('adds an area to the same table, so a translator made before reads it', async () => {
    await i18n.loadMessages('kk');
    const t = i18n.createTranslator('kk');
    expect(() => t('cabinet.login.binLabel')).toThrow(/cabinet messages are not loaded/);
    await i18n.loadMessages('kk', ['cabinet']);
    expect(t('cabinet.login.binLabel')).toMatch(/БСН/);
    expect(() => t('kiosk.resetDone' as never)).toThrow(/kiosk/);
  });

  it('loads the site’s table and the areas together on a cold start', async () => {
    const table = await i18n.loadMessages('ru', ['cabinet', 'wizard']);
    expect(table.cabinet.login.binLabel).toBe('БИН/ИИН');
    expect(table.wizard).toBeDefined();
    expect('kiosk' in table).toBe(false);
  });
});
