import type { KitMessages } from '../../i18n/index.ts';

/** Every word the Select says, so react-aria never falls back to English (it has no kk table). */
export const selectMessages: KitMessages<{
  placeholder: string;
  search: string;
  searchPlaceholder: string;
  clearSearch: string;
  noResults: string;
  selectedCount: string;
  selectedList: string;
  removeTag: string;
  removed: string;
  found: string;
}> = {
  ru: {
    placeholder: 'Выберите из списка',
    search: 'Поиск',
    searchPlaceholder: 'Поиск по названию',
    clearSearch: 'Очистить поиск',
    noResults: 'Ничего не найдено',
    selectedCount: 'Выбрано: {count}',
    selectedList: 'Выбранные значения',
    removeTag: 'Удалить {label}',
    removed: 'Удалено: {label}',
    found: 'Найдено: {count}',
  },
  kk: {
    placeholder: 'Тізімнен таңдаңыз',
    search: 'Іздеу',
    searchPlaceholder: 'Атауы бойынша іздеу',
    clearSearch: 'Іздеуді тазалау',
    noResults: 'Ештеңе табылмады',
    selectedCount: 'Таңдалды: {count}',
    selectedList: 'Таңдалған мәндер',
    removeTag: 'Жою: {label}',
    removed: 'Жойылды: {label}',
    found: 'Табылды: {count}',
  },
};
