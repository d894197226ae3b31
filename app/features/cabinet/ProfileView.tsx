import { useEffect, useId, useRef, type Ref } from 'react';
import type { AccountInfo } from '../../../contract/domain.ts';
import { Alert, Button, useIdNumberLabel } from '../../../lib/index.ts';
import { formatPhone, useT } from '../../i18n/index.ts';
import { useSession } from '../session/index.ts';
import { Details } from './Details.tsx';
import * as styles from './cabinet.css.ts';

export interface ProfileViewProps {
  account: AccountInfo;
  /** Just saved: «Информация успешно обновлена» is shown and takes focus. */
  saved: boolean;
  onEdit: () => void;
  /** Where «Изменить» is, so focus can come back to it after «Отмена». */
  editRef?: Ref<HTMLButtonElement>;
}

/**
 * The company profile (§2.19): BIN (a sole proprietor's IIN), head, head's position, phone, staff
 * count, legal and actual address, office number (when given), bank and IBAN — «Не указано» for an
 * empty one — with «Изменить» and «Выйти» (revokes the session and reloads, §4.1).
 */
export function ProfileView({ account, saved, onEdit, editRef }: ProfileViewProps) {
  const t = useT();
  const session = useSession();
  const titleId = useId();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The form that had focus is gone: start reading at what happened.
    if (saved) notice.current?.focus();
  }, [saved]);
  const p = (field: ProfileField) => t(`cabinet.profile.${field}`);
  const numberLabel = useIdNumberLabel();
  return (
    <div className={styles.screen}>
      {saved && (
        <div ref={notice} tabIndex={-1} className={styles.notice}>
          <Alert tone="success">{t('cabinet.profile.saved')}</Alert>
        </div>
      )}
      <section className={styles.section} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {account.companyName}
        </h2>
        <Details
          rows={[
            // «БИН», or «ИИН» for a sole proprietor registered by it.
            { label: numberLabel(account.bin), value: account.bin },
            { label: p('owner'), value: account.owner },
            { label: p('position'), value: account.headPosition },
            { label: p('phone'), value: formatPhone(account.phone) },
            { label: p('employees'), value: account.employeesNumber?.toString() },
            { label: p('legalAddress'), value: account.legalAddress },
            { label: p('actualAddress'), value: account.actualAddress },
            // Optional: often written into the address itself («…, офис 12»), where a row saying
            // «Не указано» beside it would contradict it. Shown when it was given.
            ...(account.flat ? [{ label: p('flat'), value: account.flat }] : []),
            { label: p('bank'), value: account.bankName },
            { label: p('iban'), value: account.iban },
          ]}
        />
      </section>
      <div className={styles.actions}>
        <Button ref={editRef} onClick={onEdit}>
          {t('cabinet.profile.edit')}
        </Button>
        <Button variant="secondary" onClick={() => void session.logout()}>
          {t('cabinet.profile.logout')}
        </Button>
      </div>
    </div>
  );
}

type ProfileField =
  | 'owner'
  | 'position'
  | 'phone'
  | 'employees'
  | 'legalAddress'
  | 'actualAddress'
  | 'flat'
  | 'bank'
  | 'iban';
