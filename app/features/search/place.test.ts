import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/index.ts';
import { resultPlace } from './place.ts';

describe('resultPlace', () => {
  const ru = createTranslator('ru');
  const kk = createTranslator('kk');

  it('says a product’s menu section, never its address', () => {
    expect(resultPlace('/roaming', ru)).toBe('Услуги › Связь');
    expect(resultPlace('/kk/roaming', kk)).toBe('Қызметтер › Байланыс');
    expect(resultPlace('/ddos', ru)).toBe('Услуги › Безопасность');
  });

  it('names the blog and the help centre for their pages', () => {
    expect(resultPlace('/blog/iot-in-logistics', ru)).toBe('Блог');
    expect(resultPlace('/kk/support/internet/setup', kk)).toBe('Көмек');
  });

  it('says nothing for a page outside them', () => {
    expect(resultPlace('/', ru)).toBeNull();
    expect(resultPlace('/contacts', ru)).toBeNull();
  });
});
