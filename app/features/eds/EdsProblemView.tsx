import type { ReactNode } from 'react';
import { Alert } from '../../../lib/index.ts';
import { formStyles as w } from '../../forms/index.ts';
import { useT } from '../../i18n/index.ts';
import type { EdsProblem } from './problem.ts';

/**
 * A failed EDS attempt, announced at once (role="alert"): the catalogue's words under «Ошибка»,
 * the server's finer reason where it has one, and what to do when NCALayer could not be reached.
 * The browser's loopback permission decides which help that is: `denied` (SIGNER_BLOCKED) → how
 * to allow the site again in its settings, since starting NCALayer cannot help; `granted` → the
 * not-running help without the permission step; otherwise all three steps. `advice` is what the
 * screen offers instead (signing: «Попробуйте подписать через СМС-код или вернитесь позже»).
 */
export function EdsProblemView({
  problem,
  advice,
}: {
  problem: EdsProblem | null;
  advice?: ReactNode;
}) {
  const t = useT();
  if (!problem) return null;
  return (
    <Alert tone="error" title={t('cabinet.eds.problemTitle')}>
      <p className={w.text} data-eds-problem={problem.code}>
        {problem.message}
      </p>
      {problem.detail && <p className={w.text}>{problem.detail}</p>}
      {problem.code === 'SIGNER_UNAVAILABLE' && (
        <>
          <p className={w.text}>{t('cabinet.eds.helpTitle')}</p>
          <ol data-signer-help="unavailable">
            <li>{t('cabinet.eds.help.install')}</li>
            {problem.signerAccess !== 'granted' && <li>{t('cabinet.eds.help.permission')}</li>}
            <li>{t('cabinet.eds.help.certificate')}</li>
          </ol>
        </>
      )}
      {problem.code === 'SIGNER_BLOCKED' && (
        <>
          <p className={w.text}>{t('cabinet.eds.blockedTitle')}</p>
          <ol data-signer-help="blocked">
            <li>{t('cabinet.eds.blocked.settings')}</li>
            <li>{t('cabinet.eds.blocked.allow')}</li>
            <li>{t('cabinet.eds.blocked.reload')}</li>
            <li>{t('cabinet.eds.blocked.managed')}</li>
          </ol>
        </>
      )}
      {advice}
    </Alert>
  );
}
