import type { EmbedLocale } from '../protocol.ts';

/**
 * The loader's own words: shown in the element while its widget's code is on its way, or when it
 * could not be fetched. Everything else a widget says comes with its chunk (the `widgets` namespace of `locales/`).
 */
export const loaderMessages: Record<EmbedLocale, { loading: string; failed: string }> = {
  ru: {
    loading: 'Загружаем форму…',
    failed: 'Не удалось загрузить форму. Проверьте подключение к интернету и обновите страницу.',
  },
  kk: {
    loading: 'Форма жүктелуде…',
    failed: 'Форманы жүктеу мүмкін болмады. Интернетке қосылымды тексеріп, бетті жаңартыңыз.',
  },
};
