import { useEffect, useRef, type ChangeEvent } from 'react';
import { errorMessage } from '../../../contract/errors.ts';
import {
  CASE_PHOTO_MAX_BYTES,
  CASE_PHOTO_MIN_HEIGHT,
  CASE_PHOTO_MIN_WIDTH,
} from '../../../contract/limits.ts';
import { Field } from '../../../lib/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { checkPhoto, type PhotoInfo } from './photo.ts';
import * as styles from './successCases.css.ts';

export interface ChosenPhoto {
  file: File;
  info: PhotoInfo;
  /** An object URL for the preview; null where the browser has none (tests). */
  url: string | null;
}

/** The photo field's value: the chosen photo, or why the chosen file cannot be one. */
export type PhotoValue = {
  chosen: ChosenPhoto | null;
  /** The file was refused as soon as it was chosen (format, size), in the page's words. */
  problem: string | null;
  /** The file's header is being read. */
  reading: boolean;
};

export const NO_PHOTO: PhotoValue = { chosen: null, problem: null, reading: false };

/**
 * The case photo (§2.14): jpg or png, at least 600×400, checked from the image's own header as
 * the backend does — said at the field as soon as a file is chosen, with a preview of a good one.
 */
export function PhotoField({
  id,
  value,
  onChange,
  error,
  resetKey,
}: {
  id: string;
  value: PhotoValue;
  onChange: (value: PhotoValue) => void;
  /** The form's error (required, or the backend's refusal). */
  error: string | undefined;
  /** A new key empties the file input (a file input cannot be set). */
  resetKey: number;
}) {
  const t = useT();
  const locale = useLocale();
  const reads = useRef(0);
  const { chosen, reading } = value;

  // The preview's object URL lives as long as the photo is chosen.
  useEffect(() => {
    const url = chosen?.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [chosen]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0] ?? null;
    const read = ++reads.current;
    if (!file) {
      onChange(NO_PHOTO);
      return;
    }
    onChange({ ...value, reading: true });
    const check = await checkPhoto(file);
    if (read !== reads.current) return; // another file was chosen meanwhile
    if (!check.ok) {
      onChange({ chosen: null, problem: errorMessage(locale, check.problem), reading: false });
      return;
    }
    const url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    onChange({ chosen: { file, info: check.info, url }, problem: null, reading: false });
  }

  const hint = t('pages.successCases.form.photoHint', {
    min: `${CASE_PHOTO_MIN_WIDTH}×${CASE_PHOTO_MIN_HEIGHT}`,
    mb: Math.round(CASE_PHOTO_MAX_BYTES / (1024 * 1024)),
  });
  return (
    <Field
      id={id}
      label={t('pages.successCases.form.photo')}
      hint={hint}
      error={error ?? value.problem ?? undefined}
      required
    >
      {(control) => (
        <>
          <div className={styles.photoPicker}>
            <input
              key={resetKey}
              {...control}
              type="file"
              accept="image/jpeg,image/png,.jpg,.jpeg,.png"
              className={styles.photoInput}
              onChange={(event) => void choose(event)}
            />
            {/* The browser's own button speaks the browser's language; this one the page's. */}
            <label htmlFor={control.id} className={styles.photoButton}>
              {t('pages.successCases.form.photoChoose')}
            </label>
            <span className={styles.photoName} aria-live="polite">
              {reading
                ? t('pages.successCases.form.photoReading')
                : chosen
                  ? t('pages.successCases.form.photoChosen', {
                      name: chosen.file.name,
                      width: chosen.info.width,
                      height: chosen.info.height,
                    })
                  : t('pages.successCases.form.photoNone')}
            </span>
          </div>
          {chosen?.url && !reading && (
            <div className={styles.preview}>
              <img
                className={styles.previewImage}
                src={chosen.url}
                alt={t('pages.successCases.form.photoPreview')}
              />
            </div>
          )}
        </>
      )}
    </Field>
  );
}
