import { useState } from 'react';
import type { ApplicationDetail } from '../../../contract/domain.ts';
import { Button, Dialog, DialogClose } from '../../../lib/index.ts';
import { ServiceError, useForm } from '../../forms/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { APPLICATION_DETAIL_CALL, callEndpoint, useApi } from '../api/index.ts';
import * as styles from './cabinet.css.ts';

export interface CancelApplicationProps {
  application: ApplicationDetail;
  /** The application as it is after the cancellation (read again: its history has grown). */
  onCancelled: (application: ApplicationDetail) => void;
}

/**
 * «Отменить заявку» (`cancel-opportunity`): a quiet button (no fill; the red is kept for the
 * dialog's own «Да, отменить заявку»), confirmed in a dialog that says it cannot be undone.
 * A refusal (the status moved on meanwhile) is said inside the dialog, which stays open.
 */
export function CancelApplication({ application, onCancelled }: CancelApplicationProps) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const [open, setOpen] = useState(false);
  const { opportunityId, appType, applicationNumber: number } = application;
  const form = useForm({
    locale,
    initial: {},
    submit: async (_values, { signal }) => {
      await callEndpoint(api, 'cancelOpportunity', { opportunityId }, { signal });
      return callEndpoint(api, APPLICATION_DETAIL_CALL[appType], { opportunityId }, { signal });
    },
    onSuccess: (cancelled) => {
      setOpen(false);
      onCancelled(cancelled);
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // The call in flight finishes (or fails) in front of the person who started it.
        if (form.busy) return;
        if (next) form.clearErrors();
        setOpen(next);
      }}
      trigger={
        <Button variant="ghost" className={styles.cancelTrigger} data-action="cancel-application">
          {t('cabinet.application.cancel')}
        </Button>
      }
      variant="alert"
      title={t('cabinet.application.cancelTitle', { number })}
      description={t('cabinet.application.cancelText')}
      footer={
        <>
          <Button
            variant="danger"
            loading={form.busy}
            loadingLabel={t('cabinet.application.cancelling')}
            onClick={() => void form.handleSubmit()}
          >
            {t('cabinet.application.cancelConfirm')}
          </Button>
          <DialogClose>
            <Button variant="secondary">{t('cabinet.application.cancelKeep')}</Button>
          </DialogClose>
        </>
      }
    >
      <ServiceError message={form.serviceError} />
    </Dialog>
  );
}
