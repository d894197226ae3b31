import { Button, Dialog, DialogClose } from '../../../lib/index.ts';
import { useT } from '../../i18n/index.ts';

export interface DesktopWarningProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** «Всё равно продолжить»: into the wizard anyway. */
  onProceed: () => void;
}

/**
 * «Используйте ноутбук или компьютер» (§1, §2.18), before a phone opens a connection wizard: its
 * documents are signed with an EDS. «Всё равно продолжить» goes on; «Закрыть» stays where the
 * visitor was, focus back on what they pressed.
 */
export function DesktopWarning({ open, onOpenChange, onProceed }: DesktopWarningProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      variant="alert"
      title={t('widgets.handoff.desktop.title')}
      description={t('widgets.handoff.desktop.text')}
      footer={
        <>
          <Button variant="secondary" onClick={onProceed}>
            {t('widgets.handoff.desktop.proceed')}
          </Button>
          <DialogClose>
            <Button>{t('widgets.handoff.desktop.close')}</Button>
          </DialogClose>
        </>
      }
    />
  );
}

export default DesktopWarning;
