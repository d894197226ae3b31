import { errorMessage } from '../../contract/errors.ts';
import type { Locale } from '../../contract/locale.ts';
// Deep imports, not the kit's barrel: the embed widgets carry this box.
import { Checkbox } from '../../lib/components/Checkbox/Checkbox.tsx';
import { Link } from '../../lib/components/Link/Link.tsx';
import { consent as kkConsent } from '../../locales/kk/forms.ts';
import { consent as ruConsent } from '../../locales/ru/forms.ts';
import { localizePath } from '../routes/locale.ts';
import { PERSONAL_DATA_PATH } from '../routes/sitePaths.ts';
import type { CheckboxFieldProps } from './useForm.ts';
import * as styles from './ConsentCheckbox.css.ts';

const WORDS = { ru: ruConsent, kk: kkConsent };

/**
 * The personal-data notice in `locale`: a path of this site, or on `siteOrigin` when the form is
 * on another site (a partner page's embed widget), so the link never leads into the partner's.
 */
export function personalDataNoticeHref(locale: Locale, siteOrigin?: string): string {
  const origin = siteOrigin ? siteOrigin.replace(/\/+$/, '') : '';
  return `${origin}${localizePath(PERSONAL_DATA_PATH, locale)}`;
}

/** The consent's check for `validate`: the catalogue's CONSENT_REQUIRED while the box is empty. */
export function consentProblem(checked: boolean, locale: Locale): string | undefined {
  return checked ? undefined : errorMessage(locale, 'CONSENT_REQUIRED');
}

export interface ConsentCheckboxProps extends CheckboxFieldProps {
  locale: Locale;
  /**
   * The operator site's origin, for a form shown on another site (the embed on a partner page):
   * the notice link then leads there. Absent on the site itself (a path of this site).
   */
  siteOrigin?: string;
}

/**
 * The one consent to the collection, processing and storage of personal data: the kit's
 * `Checkbox`, required, its label linking the personal-data notice. The link opens a new tab
 * (the kit's «откроется в новой вкладке» said to screen readers): following it never takes a
 * person away from a form being filled in. Its error is the catalogue's CONSENT_REQUIRED, the
 * words the backend answers with too (`consentProblem` in `validate`). On the kiosk a new tab is
 * a way out, so the kiosk shows the notice's address as a QR code instead (`linkPolicy`).
 *
 *   validate: (v) => ({ …, consent: consentProblem(v.consent, locale) }),
 *   <ConsentCheckbox locale={locale} {...form.checkbox('consent')} />
 */
export function ConsentCheckbox({ locale, siteOrigin, ...field }: ConsentCheckboxProps) {
  const words = WORDS[locale];
  const [before = '', after = ''] = words.label.split('{{notice}}');
  return (
    <Checkbox
      required
      label={
        <>
          {before}
          <Link
            href={personalDataNoticeHref(locale, siteOrigin)}
            external
            className={styles.noticeLink}
          >
            {words.notice}
          </Link>
          {after}
        </>
      }
      {...field}
    />
  );
}
