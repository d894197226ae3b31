import { useId } from 'react';
import type { ApplicationSummary, CardAction } from '../../../contract/domain.ts';
import { visuallyHidden } from '../../../lib/index.ts';
import { useT } from '../../i18n/index.ts';
import { STEP_OF_CARD_ACTION, wizardHref } from '../../routes/cabinetPaths.ts';
import { WizardLink } from './WizardLink.tsx';
import * as styles from './cabinet.css.ts';

/** An application with a step for the client: its card's one action (`CARD_ACTION_OF`). */
type Waiting = ApplicationSummary & { action: CardAction };

/**
 * What waits for the client: every application whose status gives it an action — the backend's
 * `action`, read from contract/domain.ts `CARD_ACTION_OF`, the same that gives a card its button,
 * so the home never says anything the cards do not. The one waiting longest comes first.
 */
export function waitingSteps(applications: readonly ApplicationSummary[]): Waiting[] {
  return applications
    .filter((a): a is Waiting => a.action !== null)
    .sort((a, b) => Date.parse(a.creationDate) - Date.parse(b.creationDate));
}

/**
 * «Требует действия»: each waiting application's step — what to do, which application, why —
 * and its button into the wizard step (`WizardLink`: on a phone it first says the wizard is for
 * a computer). The button's name also says which application it acts on. Nothing waiting: said
 * in so many words, and what would appear here.
 */
export function NextSteps({ applications }: { applications: readonly ApplicationSummary[] }) {
  const t = useT();
  const titleId = useId();
  const steps = waitingSteps(applications);
  return (
    <section className={styles.homeSection} aria-labelledby={titleId} data-next-steps="">
      <h2 id={titleId} className={styles.homeTitle}>
        {t('cabinet.home.todo.title')}
      </h2>
      {steps.length === 0 ? (
        <div className={styles.nothingWaiting}>
          <p className={styles.emptyText}>{t('cabinet.home.todo.none')}</p>
          <p className={styles.muted}>{t('cabinet.home.todo.noneText')}</p>
        </div>
      ) : (
        <ul className={styles.steps}>
          {steps.map((application) => (
            <li key={application.opportunityId}>
              <NextStep application={application} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NextStep({ application: a }: { application: Waiting }) {
  const t = useT();
  return (
    <div className={styles.step} data-application={a.opportunityId}>
      <h3 className={styles.stepTitle}>{t(`cabinet.home.todo.${a.action}.title`)}</h3>
      <p className={styles.stepFacts}>
        <span className={styles.applicationNumber}>
          {t('cabinet.applications.title', { number: a.applicationNumber })}
        </span>
        <span>{t(`cabinet.application.service.${a.appType}`)}</span>
        <span>{t('cabinet.home.todo.tariff', { tariff: a.tariff.name })}</span>
      </p>
      <p className={styles.stepText}>{t(`cabinet.home.todo.${a.action}.text`)}</p>
      <div className={styles.actions}>
        <WizardLink
          path={wizardHref(a.appType, {
            opportunityId: a.opportunityId,
            step: STEP_OF_CARD_ACTION[a.action],
          })}
        >
          {t(`cabinet.home.todo.${a.action}.button`)}
          {/* a real text node: every browser keeps the space in the accessible name */}{' '}
          <span className={visuallyHidden}>
            {t('cabinet.home.todo.which', { number: a.applicationNumber })}
          </span>
        </WizardLink>
      </div>
    </div>
  );
}
