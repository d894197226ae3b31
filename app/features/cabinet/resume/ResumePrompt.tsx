import { useId, useState } from 'react';
import type { AppType } from '../../../../contract/domain.ts';
import { Button, Link } from '../../../../lib/index.ts';
import { DataProvider, useDataQuery } from '../../../data/index.ts';
import { useLocale, useT } from '../../../i18n/index.ts';
import { STEP_OF_CARD_ACTION, wizardHref } from '../../../routes/cabinetPaths.ts';
import { localizePath } from '../../../routes/locale.ts';
import { LAST_APPLICATION_CALL, callEndpoint, useApi } from '../../api/index.ts';
import { goToBlock } from '../../landing/index.ts';
import { formatDate } from '../format.ts';
import { WizardLink } from '../WizardLink.tsx';
import * as styles from '../cabinet.css.ts';

const DISMISSED = 'dala.resume.dismissed';

function dismissedIn(): Set<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(DISMISSED) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

function remember(opportunityId: string): void {
  try {
    sessionStorage.setItem(DISMISSED, JSON.stringify([...dismissedIn(), opportunityId]));
  } catch {
    // storage unavailable: the prompt comes back on the next visit, which is harmless
  }
}

export interface ResumePromptProps {
  appType: AppType;
  /** Level of the prompt's heading under the section it sits in. @default 3 */
  headingLevel?: 2 | 3;
  /** The visitor has begun the product's flow below (ResumePromptSlot). */
  flowBegun?: boolean;
}

/**
 * §2.21, §4.5: a signed-in company entering a product's public flow while an application of that
 * product is unfinished is told so — «Продолжить заполнение заявки» (the wizard, at the step it
 * stopped), «Создать новую заявку» (the prompt goes for this visit and the tariffs are next; the
 * old application is replaced only when the wizard asks «Завершить текущую»), or the home page.
 * Nothing shows when there is no unfinished application or the check fails — nor when the answer
 * comes after the visitor has begun the flow: coming in above it then, the prompt pushed the field
 * they were typing in down the page (228 px, below the fold at 1280×720, its list open). They are
 * told all the same where the flow hands off: the wizard's «Завершите старую заявку» (§4.5).
 */
export default function ResumePrompt(props: ResumePromptProps) {
  // On a product page it is the one part that reads through the cache: it brings its own.
  return (
    <DataProvider>
      <Prompt {...props} />
    </DataProvider>
  );
}

function Prompt({ appType, headingLevel = 3, flowBegun = false }: ResumePromptProps) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const titleId = useId();
  const [dismissed, setDismissed] = useState(dismissedIn);
  const last = useDataQuery(
    {
      queryKey: ['last-application', appType, locale],
      queryFn: async ({ signal }) =>
        (await callEndpoint(api, LAST_APPLICATION_CALL[appType], undefined, { signal }))
          .application,
    },
    { locale },
  );
  // Decided once, as the answer comes: a prompt already shown stays when the visitor begins.
  const [cameLate, setCameLate] = useState<boolean | null>(null);
  if (last.state.status === 'ready' && cameLate === null) setCameLate(flowBegun);
  if (last.state.status !== 'ready' || !last.state.data || cameLate) return null;
  const application = last.state.data;
  if (dismissed.has(application.opportunityId)) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.prompt} aria-labelledby={titleId} data-resume-prompt="">
      <Heading id={titleId} className={styles.promptTitle}>
        {t('cabinet.resume.title', { service: t(`cabinet.application.service.${appType}`) })}
      </Heading>
      <p className={styles.muted}>
        {t('cabinet.resume.text', {
          number: application.applicationNumber,
          date: formatDate(application.creationDate),
          tariff: application.tariff.name,
          status: t(`cabinet.statuses.${application.status}`),
        })}
      </p>
      <div className={styles.actions}>
        <WizardLink
          path={wizardHref(appType, {
            opportunityId: application.opportunityId,
            step: application.action ? STEP_OF_CARD_ACTION[application.action] : undefined,
          })}
        >
          {t('cabinet.resume.continue')}
        </WizardLink>
        <Button
          variant="secondary"
          onClick={() => {
            remember(application.opportunityId);
            setDismissed(dismissedIn());
            // The tariffs are right below: the next choice starts there.
            goToBlock('tariffs');
          }}
        >
          {t('cabinet.resume.create')}
        </Button>
        <Link appearance="button" variant="ghost" href={localizePath('/', locale)}>
          {t('cabinet.resume.home')}
        </Link>
      </div>
    </section>
  );
}
