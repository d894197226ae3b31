export {
  Accordion,
  AccordionItem,
  type AccordionProps,
  type AccordionSingleProps,
  type AccordionMultipleProps,
  type AccordionItemProps,
  type HeadingLevel,
} from './Accordion.tsx';
