import { defineIsland } from '../../islands/Island.tsx';
import { Disclosure } from './Disclosure.tsx';
import { RichText } from './RichText.tsx';

/** «Подробнее» over a card's rich-text details (tariff cards, partner solutions, the archive). */
function Details({ label, openLabel, html }: { label: string; openLabel?: string; html: string }) {
  return (
    <Disclosure label={label} openLabel={openLabel}>
      <RichText html={html} />
    </Disclosure>
  );
}

export default defineIsland('details', Details);
