import type { GlobalProvider } from '@ladle/react';
import { KitProvider, siteTheme } from '../lib/index.ts';
import './ladle.css';

/** Every story renders inside the kit's provider and the site theme, in Russian. */
export const Provider: GlobalProvider = ({ children }) => (
  <KitProvider locale="ru">
    <div className={siteTheme} lang="ru" style={{ padding: 16 }}>
      {children}
    </div>
  </KitProvider>
);
