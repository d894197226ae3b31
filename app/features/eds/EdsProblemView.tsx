import type { ReactNode } from 'react';
import { Alert } from '../../../lib/index.ts';
import { formStyles as w } from '../../forms/index.ts';
import { useT } from '../../i18n/index.ts';
import type { EdsProblem } from './problem.ts';

/**
 * A failed EDS attempt, announced at once (role="alert"): the catalogue's words under «Ошибка»,
 * the server's finer reason where it has one, and — when NCALayer could not be reached (not
 * running, its certificate not accepted, the browser's local-network prompt denied: all look the
 * same) — what to check. `advice` is what the screen offers instead (signing: «Попробуйте подписать
 * через SMS-код или вернитесь позже»), read out with the rest.
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
  const unreachable = problem.code === 'SIGNER_UNAVAILABLE';
  return (
    <Alert tone="error" title={t('cabinet.eds.problemTitle')}>
      <p className={w.text} data-eds-problem={problem.code}>
        {problem.message}
      </p>
      {problem.detail && <p className={w.text}>{problem.detail}</p>}
      {unreachable && (
        <>
          <p className={w.text}>{t('cabinet.eds.helpTitle')}</p>
          <ol>
            <li>{t('cabinet.eds.help.install')}</li>
            <li>{t('cabinet.eds.help.permission')}</li>
            <li>{t('cabinet.eds.help.certificate')}</li>
          </ol>
        </>
      )}
      {advice}
    </Alert>
  );
}
