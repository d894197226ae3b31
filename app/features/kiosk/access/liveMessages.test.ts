import { afterEach, describe, expect, it } from 'vitest';
import { watchMessages } from './liveMessages.ts';

const flush = () => new Promise((done) => setTimeout(done, 0));

describe('watchMessages', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('hands over a live region’s new text once, and what appears as an alert', async () => {
    document.body.innerHTML =
      '<p role="status" id="s">Связь есть</p><div aria-hidden="true"><p role="status" id="h"></p></div><main></main>';
    const heard: string[] = [];
    const stop = watchMessages(document.body, (text) => heard.push(text));
    document.getElementById('s')!.textContent = 'Нет связи';
    await flush();
    document.getElementById('s')!.textContent = 'Нет связи';
    document.getElementById('h')!.textContent = 'hidden';
    const alert = document.createElement('div');
    alert.innerHTML = '<div role="alert"><h2>Исправьте ошибки</h2><p>Введите номер</p></div>';
    document.querySelector('main')!.append(alert);
    await flush();
    stop();
    document.getElementById('s')!.textContent = 'Связь есть';
    await flush();
    expect(heard).toEqual(['Нет связи', 'Исправьте ошибки Введите номер']);
  });

  it('keeps quiet about what was on screen when it started', async () => {
    document.body.innerHTML = '<p role="alert">Старое</p>';
    const heard: string[] = [];
    const stop = watchMessages(document.body, (text) => heard.push(text));
    document.body.append(document.createElement('span'));
    await flush();
    stop();
    expect(heard).toEqual([]);
  });
});
