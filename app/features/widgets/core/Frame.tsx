import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { Locale } from '../../../../contract/locale.ts';
import { KitProvider, useKitContext } from '../../../../lib/i18n/KitProvider.tsx';
import { InfoIcon, SuccessIcon, WarningIcon } from '../../../../lib/icons/icons.tsx';
import { formStyles as styles, StepHeading, type HeadingLevel } from '../../../forms/index.ts';
import * as result from './result.css.ts';

export interface FrameProps {
  locale: Locale;
  /** The widget's title; it names the region. */
  title: ReactNode;
  description?: ReactNode;
  headingLevel: 2 | 3 | 4;
  className?: string;
  /** `data-widget` on the root, for hosts and tests. */
  name: string;
  /** Focus the title on mount (see `WidgetBaseProps.focusOnMount`). */
  focusOnMount?: boolean;
  /** A host heading names the region instead of the widget's own title. */
  labelledBy?: string;
  children: ReactNode;
}

/**
 * The root of a widget: a labelled region in the widget's language, with the kit's words in that
 * language too. A router the host page gave the kit (the site's) is kept, so kit links navigate
 * in place.
 */
export function Frame({
  locale,
  title,
  description,
  headingLevel,
  className,
  name,
  focusOnMount = false,
  labelledBy,
  children,
}: FrameProps) {
  const { navigate } = useKitContext();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The title is where a replaced step leaves the reader.
  useEffect(() => {
    if (focusOnMount) titleRef.current?.focus();
  }, [focusOnMount]);
  const Heading = `h${headingLevel}` as const;
  return (
    <KitProvider locale={locale} navigate={navigate}>
      <section
        lang={locale}
        aria-labelledby={labelledBy ?? titleId}
        data-widget={name}
        className={className ? `${styles.root} ${className}` : styles.root}
      >
        {!labelledBy && (
          <div className={styles.header}>
            <Heading id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
              {title}
            </Heading>
            {description && <p className={styles.text}>{description}</p>}
          </div>
        )}
        {children}
      </section>
    </KitProvider>
  );
}

const RESULT_ICONS = { success: SuccessIcon, info: InfoIcon, warning: WarningIcon };

/**
 * The answer of a check, focused when it appears (its heading), so a screen reader reads the
 * answer first. The tone is shown by colour and icon and said by the words.
 */
export function ResultPanel({
  tone,
  level,
  title,
  name,
  children,
}: {
  tone: 'success' | 'info' | 'warning';
  level: HeadingLevel;
  title: string;
  /** `data-result` on the panel, for hosts and tests. */
  name: string;
  children?: ReactNode;
}) {
  const Icon = RESULT_ICONS[tone];
  return (
    <div className={result.result} data-tone={tone} data-result={name}>
      <span className={result.resultIcon} aria-hidden="true">
        <Icon />
      </span>
      <div className={result.resultText}>
        <StepHeading level={level}>{title}</StepHeading>
        {children}
      </div>
    </div>
  );
}
