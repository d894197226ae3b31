import { Accordion, AccordionItem } from '../../../../lib/index.ts';
import type { FaqItem, FaqSection } from '../../../../locales/content/index.ts';
import { RichText } from '../RichText.tsx';
import { Section } from '../Section.tsx';

/** Questions as an accordion (headings with buttons); answers are sanitised rich text. */
export function FaqList({
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

export function Faq({ section }: { section: FaqSection }) {
  return (
    <Section id="faq" title={section.title}>
      <FaqList items={section.items} />
    </Section>
  );
}
