import type { FaqSection } from '../../../../locales/content/index.ts';
import FaqList from '../FaqIsland.tsx';
import { Section } from '../Section.tsx';

export { FaqList };

export function Faq({ section }: { section: FaqSection }) {
  return (
    <Section id="faq" title={section.title}>
      <FaqList items={section.items} />
    </Section>
  );
}
