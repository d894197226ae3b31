import { useState, type ReactNode } from 'react';
import { Link, type ButtonVariant } from '../../../lib/index.ts';
import { useLocale } from '../../i18n/index.ts';
import { localizePath } from '../../routes/locale.ts';
import { useSiteNavigate } from '../../routes/useSiteNavigate.ts';
import { DesktopWarning, onPhone } from '../auth/index.ts';

export interface WizardLinkProps {
  /** The wizard step's path without the language prefix (`wizardHref(…)`). */
  path: string;
  variant?: ButtonVariant;
  children: ReactNode;
}

/**
 * A link into a connection wizard (a card's action, «Продолжить заполнение заявки»). The wizard
 * signs documents with an EDS, meant for a computer (§1, §2.18): on a phone the link first says
 * so in a dialog — «Всё равно продолжить» goes on, «Закрыть» stays. A real link, so it opens in a
 * new tab or by keyboard like any other.
 */
export function WizardLink({ path, variant = 'primary', children }: WizardLinkProps) {
  const locale = useLocale();
  const go = useSiteNavigate();
  const [warning, setWarning] = useState(false);
  return (
    <>
      <Link
        appearance="button"
        variant={variant}
        href={localizePath(path, locale)}
        onClick={(event) => {
          if (!onPhone()) return;
          event.preventDefault();
          setWarning(true);
        }}
      >
        {children}
      </Link>
      <DesktopWarning open={warning} onOpenChange={setWarning} onProceed={() => go(path)} />
    </>
  );
}
