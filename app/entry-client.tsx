import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

const locale = document.documentElement.lang === 'kk' ? 'kk' : 'ru';
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App locale={locale} />
  </StrictMode>,
);
