import type { GlobalProvider } from '@ladle/react';
import { KitProvider, siteTheme } from '../lib/index.ts';
import { registerAllMessages } from '../app/i18n/all.ts';
import './ladle.css';

// Stories that render app features (widgets, pages) use the app's strings in either language.
registerAllMessages();

/** Every story renders inside the kit's provider and the site theme, in Russian. */
export const Provider: GlobalProvider = ({ children }) => (
  <KitProvider locale="ru">
    <div className={siteTheme} lang="ru" style={{ padding: 16 }}>
      {children}
    </div>
  </KitProvider>
);
