/**
 * UI strings of the `api` namespace (Russian, the source of the keys). The words for failed calls
 * are not here: they are the §8 catalogue in `contract/errors.ts`, shared with the backend and
 * chosen by `userMessage` / `fieldErrors` from `app/features/api`.
 */
export const api = {
  /** The title over an error notice or dialog (§8: EDS errors carry the generic title «Ошибка»). */
  errorTitle: 'Ошибка',
  /** The action under a failed load (roaming countries, tariffs, lists) that asks again. */
  retry: 'Повторить',
  /** Said while «Повторить» asks again (the button keeps the focus). */
  retrying: 'Загружаем ещё раз…',
  /** Said when what failed to load has arrived after «Повторить». */
  loaded: 'Загружено',
};
