import type { KitMessages } from './KitProvider.tsx';

/** Words several kit components share. */
export const commonMessages: KitMessages<{
  errorPrefix: string;
  required: string;
  loading: string;
  close: string;
}> = {
  ru: {
    errorPrefix: 'Ошибка:',
    required: 'обязательное поле',
    loading: 'Загрузка…',
    close: 'Закрыть',
  },
  kk: { errorPrefix: 'Қате:', required: 'міндетті өріс', loading: 'Жүктелуде…', close: 'Жабу' },
};
