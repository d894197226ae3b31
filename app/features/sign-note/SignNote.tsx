import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Locale } from '../../../contract/locale.ts';
import { Button, LazySelect, formatDateLong, visuallyHidden } from '../../../lib/index.ts';
import type { SignNoteContent, Signer, SignerRegion } from '../../../locales/content/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { parseDottedDate } from './data.ts';
import * as styles from './signNote.css.ts';

/** A power-of-attorney date as a sentence says it («9 января 2025», kk «2025 жылғы 9 қаңтар»). */
function AttorneyDate({ text, locale }: { text: string; locale: Locale }) {
  const parts = parseDottedDate(text);
  if (!parts) return <>{text}</>;
  const iso = `${parts.year}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
  return <time dateTime={iso}>{formatDateLong(parts, locale)}</time>;
}

function SignerCard({
  signer,
  columns,
  locale,
}: {
  signer: Signer;
  columns: SignNoteContent['columns'];
  locale: Locale;
}) {
  return (
    <li className={styles.card}>
      <dl className={styles.fields}>
        <div>
          <dt className={styles.label}>{columns.name}</dt>
          <dd className={styles.name}>{signer.name}</dd>
        </div>
        <div>
          <dt className={styles.label}>{columns.position}</dt>
          <dd className={styles.value}>{signer.position}</dd>
        </div>
        <div>
          <dt className={styles.label}>{columns.document}</dt>
          <dd className={styles.value}>{signer.document}</dd>
        </div>
        <div>
          <dt className={styles.label}>{columns.date}</dt>
          <dd className={styles.value}>
            <AttorneyDate text={signer.date} locale={locale} />
          </dd>
        </div>
      </dl>
    </li>
  );
}

function RegionSigners({
  region,
  columns,
  locale,
}: {
  region: SignerRegion;
  columns: SignNoteContent['columns'];
  locale: Locale;
}) {
  const headingId = `signers-${region.id}`;
  return (
    <section className={styles.region} aria-labelledby={headingId} data-region={region.id}>
      <h3 id={headingId} className={styles.h3}>
        {region.name}
      </h3>
      <ul className={styles.signers}>
        {region.signers.map((signer) => (
          <SignerCard key={signer.document} signer={signer} columns={columns} locale={locale} />
        ))}
      </ul>
    </section>
  );
}

export interface SignNoteProps {
  /** The memo in the page's language (`loadSignNote(locale)`). */
  content: SignNoteContent;
}

/**
 * The signatory memo's list (content-areas §2.2): a region select — «Регион», «Выберите регион»,
 * search «Поиск по названию» (Russian and Kazakh, any case, Kazakh letters found by their
 * keyboard stand-ins) — and, per region, each signer's name, position, power-of-attorney number
 * and its date. Every region is in the prerendered HTML, so the page works without JavaScript;
 * choosing a region narrows the list to it, «Показать все регионы» widens it again.
 */
export function SignNote({ content }: SignNoteProps) {
  const t = useT();
  const locale = useLocale();
  const selectId = useId();
  const [regionId, setRegionId] = useState<string | null>(null);
  // Said once a visitor changes the list, never on load.
  const [announcement, setAnnouncement] = useState('');
  const refocusSelect = useRef(false);

  const options = useMemo(
    () => content.regions.map((region) => ({ id: region.id, label: region.name })),
    [content.regions],
  );
  const chosen = content.regions.find((region) => region.id === regionId) ?? null;
  const shown = chosen ? [chosen] : content.regions;

  useEffect(() => {
    // «Показать все регионы» disappears once used: keep the reader at the region field.
    if (regionId === null && refocusSelect.current) {
      refocusSelect.current = false;
      document.getElementById(selectId)?.focus();
    }
  }, [regionId, selectId]);

  const choose = (id: string | null) => {
    setRegionId(id);
    const region = content.regions.find((r) => r.id === id);
    setAnnouncement(
      region
        ? t('pages.signNote.shownRegion', { region: region.name })
        : t('pages.signNote.shownAll'),
    );
  };

  return (
    <section className={styles.root} aria-labelledby="sign-note-title" data-sign-note="">
      <h2 id="sign-note-title" className={styles.h2}>
        {t('pages.signNote.title')}
      </h2>
      <div className={styles.controls}>
        <LazySelect
          id={selectId}
          className={styles.select}
          label={content.regionLabel}
          placeholder={content.regionSubtitle}
          searchPlaceholder={content.searchPlaceholder}
          noResultsText={content.noMatch}
          options={options}
          value={regionId}
          onChange={choose}
        />
        {chosen && (
          <Button
            variant="ghost"
            onClick={() => {
              refocusSelect.current = true;
              choose(null);
            }}
          >
            {t('pages.signNote.allRegions')}
          </Button>
        )}
      </div>
      <div role="status" className={visuallyHidden}>
        {announcement}
      </div>
      {shown.map((region) => (
        <RegionSigners key={region.id} region={region} columns={content.columns} locale={locale} />
      ))}
    </section>
  );
}
