import { Alert, Button } from '../../../lib/index.ts';
import type { Load } from '../../forms/index.ts';
import { useT } from '../../i18n/index.ts';

/**
 * A list or document a step needs could not be read: what it was, the failure's own words, and
 * «Повторить». Nothing typed in the step is touched.
 */
export function LoadProblem<T>({ load, what }: { load: Load<T>; what: string }) {
  const t = useT();
  if (load.state.status !== 'failed') return null;
  return (
    <Alert tone="error" title={what}>
      <p>{load.state.message}</p>
      <Button size="s" variant="secondary" onClick={load.retry}>
        {t('wizard.retry')}
      </Button>
    </Alert>
  );
}
