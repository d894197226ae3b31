/**
 * The landing template: renders a product page's content (locales/content) section by section.
 * Other parts import only from here.
 *
 *   import { LandingPage } from '../features/landing/index.ts';
 *   import { loadLandingContent } from '../../locales/content/index.ts';
 *   const content = await loadLandingContent('virtual-ats', locale);
 *   <LandingPage content={content} slug="virtual-ats" consultation={<ConsultationForm />} />
 */
export { LandingPage, type LandingPageProps } from './LandingPage.tsx';
export { RichText, type RichTextProps } from './RichText.tsx';
export { FaqList } from './sections/Faq.tsx';
export { ContentTable } from './ContentTable.tsx';
export { ContentIconView, contentIcons } from './icons.tsx';
export { goToBlock } from '../../routes/goToBlock.ts';
