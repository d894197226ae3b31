import type { Locale } from '../contract/locale.ts';
import { KitProvider, siteTheme } from '../lib/index.ts';
import { I18nProvider } from './i18n/index.ts';
import { HomePage } from './pages/HomePage.tsx';
import './styles/global.css.ts';

export function App({ locale }: { locale: Locale }) {
  return (
    <I18nProvider locale={locale}>
      <KitProvider locale={locale}>
        <div className={siteTheme}>
          <HomePage />
        </div>
      </KitProvider>
    </I18nProvider>
  );
}
