import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { KitProvider, type KitLocale } from '../i18n/index.ts';

/** Renders inside the kit's provider, in Russian unless told otherwise. */
export function renderWithKit(
  ui: ReactElement,
  { locale = 'ru', ...options }: RenderOptions & { locale?: KitLocale } = {},
) {
  return render(ui, {
    wrapper: ({ children }) => <KitProvider locale={locale}>{children}</KitProvider>,
    ...options,
  });
}
