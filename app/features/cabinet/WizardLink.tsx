import type { ReactNode } from 'react';
import { Link, type ButtonVariant } from '../../../lib/index.ts';
import { useLocale } from '../../i18n/index.ts';
import { localizePath } from '../../routes/locale.ts';

export interface WizardLinkProps {
  /** The wizard step's path without the language prefix (`wizardHref(…)`). */
  path: string;
  variant?: ButtonVariant;
  children: ReactNode;
}

/**
 * A link into a connection wizard (a card's action, «Продолжить заполнение заявки»). A real
 * link, so it opens in a new tab or by keyboard like any other. A phone goes straight in: the
 * signing step itself says what works there (the §2.18 notice, issue 39).
 */
export function WizardLink({ path, variant = 'primary', children }: WizardLinkProps) {
  const locale = useLocale();
  return (
    <Link appearance="button" variant={variant} href={localizePath(path, locale)}>
      {children}
    </Link>
  );
}
