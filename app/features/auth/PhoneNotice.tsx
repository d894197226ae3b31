import { useEffect, useState } from 'react';
import { Alert } from '../../../lib/index.ts';
import { useT } from '../../i18n/index.ts';
import { PHONE_QUERY, onPhone } from './desktop.ts';
import * as styles from './auth.css.ts';

/** Whether this screen is a phone's, followed as it changes (a window resized, a tablet turned). */
export function useOnPhone(): boolean {
  // Cabinet routes render in the browser only, so the screen is read at once (no flash).
  const [phone, setPhone] = useState(onPhone);
  useEffect(() => {
    const query = window.matchMedia?.(PHONE_QUERY);
    // A stand-in without listeners (tests): read once.
    if (typeof query?.addEventListener !== 'function') return;
    const update = () => setPhone(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return phone;
}

/**
 * The §2.18 phone notice: what works on a phone (the SMS login; signing by an SMS code or in
 * eGov Business, a phone app) and what needs a computer (an EDS through NCALayer). One component
 * with the same words on /auth and at the wizards' signing step. An inline alert in the page's
 * flow, never a dialog: it takes no focus and stands in front of nothing (issue 39 — the old
 * modal turned phones away although most of the cabinet works on them). Nothing on a computer.
 */
export function PhoneNotice({ className }: { className?: string }) {
  const t = useT();
  const phone = useOnPhone();
  if (!phone) return null;
  return (
    <Alert tone="info" title={t('cabinet.phoneNotice.title')} className={className}>
      <ul className={styles.phoneNoticeList}>
        <li>{t('cabinet.phoneNotice.login')}</li>
        <li>{t('cabinet.phoneNotice.sign')}</li>
        <li>{t('cabinet.phoneNotice.computer')}</li>
      </ul>
    </Alert>
  );
}
