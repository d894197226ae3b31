import { Accordion, AccordionItem } from '../../../lib/index.ts';
import type { FaqItem } from '../../../locales/content/index.ts';
import { defineIsland } from '../../islands/Island.tsx';
import { RichText } from './RichText.tsx';

function FaqAccordion({
  items,
  headingLevel = 3,
}: {
  items: readonly FaqItem[];
  headingLevel?: 3 | 4;
}) {
  return (
    <Accordion headingLevel={headingLevel}>
      {items.map((item, index) => (
        <AccordionItem key={item.title} value={`faq-${index}`} title={item.title}>
          <RichText html={item.text} />
        </AccordionItem>
      ))}
    </Accordion>
  );
}

/** Questions as an accordion (headings with buttons); answers are sanitised rich text. */
export default defineIsland('faq', FaqAccordion);
