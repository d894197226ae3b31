import { lazy, Suspense, useRef, useState } from 'react';
import { Loader } from '../../../lib/index.ts';
import { LoadFailed, useRefocus } from '../../forms/index.ts';
import { useT } from '../../i18n/index.ts';
import { useAccount } from './hooks.ts';
import { ProfileView } from './ProfileView.tsx';
import * as styles from './cabinet.css.ts';

// The form brings the kit's Select (react-aria's list machinery, ~70 KB gzip): loaded on
// «Изменить», so the profile itself opens without it.
const ProfileForm = lazy(() =>
  import('./ProfileForm.tsx').then((m) => ({ default: m.ProfileForm })),
);

/**
 * /profile (§2.19): the company's details, «Изменить» → the form, «Сохранить» → the details again
 * with «Информация успешно обновлена» (the saved values are what the backend answered), «Отмена»
 * → the details as they were, focus back on «Изменить».
 */
export function ProfileScreen() {
  const t = useT();
  const account = useAccount();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const edit = useRef<HTMLButtonElement>(null);
  useRefocus(!editing && !saved, () => edit.current?.focus());

  if (account.state.status === 'loading' || account.state.status === 'idle') {
    return <Loader layout="block" size="l" label={t('cabinet.profile.loading')} />;
  }
  if (account.state.status === 'failed') {
    return (
      <LoadFailed
        message={account.state.message}
        retrying={account.state.retrying}
        onRetry={account.retry}
      />
    );
  }
  if (editing) {
    return (
      <div className={styles.screen}>
        <Suspense
          fallback={<Loader layout="block" size="l" label={t('cabinet.profile.loading')} />}
        >
          <ProfileForm
            account={account.state.data}
            onSaved={(next) => {
              account.set(next);
              setSaved(true);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        </Suspense>
      </div>
    );
  }
  return (
    <ProfileView
      account={account.state.data}
      saved={saved}
      editRef={edit}
      onEdit={() => {
        setSaved(false);
        setEditing(true);
      }}
    />
  );
}
