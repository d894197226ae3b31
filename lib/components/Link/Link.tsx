import { forwardRef, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useKitContext, useKitMessages } from '../../i18n/index.ts';
import { ExternalLinkIcon } from '../../icons/index.ts';
import { visuallyHidden } from '../../styles/utils.css.ts';
import type { Size } from '../../tokens/scales.ts';
import { button as buttonRecipe } from '../Button/Button.css.ts';
import type { ButtonVariant } from '../Button/index.ts';
import { linkMessages } from './intl.ts';
import * as styles from './Link.css.ts';

interface LinkBaseProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where the link goes. Paths starting with `/` are internal and use the kit's router. */
  href: string;
  /**
   * Opens in a new tab with `rel="noopener noreferrer"`, shows the external-link icon and tells
   * screen-reader users "(откроется в новой вкладке)".
   * @default false
   */
  external?: boolean;
  /** Overrides the hidden "(opens in a new tab)" words of an external link. */
  newTabLabel?: string;
  children: ReactNode;
}

export interface LinkAsTextProps extends LinkBaseProps {
  /** @default 'link' */
  appearance?: 'link';
  /**
   * `inline` for links in running text (underlined, visited colour); `standalone` for links on
   * their own line or in lists.
   * @default 'inline'
   */
  variant?: 'inline' | 'standalone';
}

export interface LinkAsButtonProps extends LinkBaseProps {
  /** Looks like a Button, for calls to action that navigate (it is still a link). */
  appearance: 'button';
  /** Button look to take. @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'm' */
  size?: Size;
  /** @default false */
  fullWidth?: boolean;
}

export type LinkProps = LinkAsTextProps | LinkAsButtonProps;

/** An internal path: same origin, not protocol-relative (`//host`), not a hash or query only. */
function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

export interface LinkClickOptions {
  href: string;
  external?: boolean;
  target?: string;
  download?: unknown;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The click handler of every kit link: a plain left click on an internal path goes through
 * `KitProvider`'s `navigate`; anything else (modifier keys, another target, a download, another
 * origin, no router, a caller that prevented the default) is left to the browser. Exported for
 * components that render their own `<a>` (tab navigation, menus).
 */
export function useLinkClickHandler({
  href,
  external = false,
  target,
  download,
  onClick,
}: LinkClickOptions): (event: MouseEvent<HTMLAnchorElement>) => void {
  const { navigate } = useKitContext();
  return (event) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      !navigate ||
      external ||
      !isInternal(href) ||
      (target && target !== '_self') ||
      download !== undefined ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    navigate(href);
  };
}

/**
 * A real `<a href>`. Internal links go through `KitProvider`'s `navigate` on a plain left click,
 * so the app's router handles them without a reload; modified clicks (new tab, new window,
 * download) and links without a router are left to the browser.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const messages = useKitMessages(linkMessages);
  const {
    href,
    external = false,
    newTabLabel,
    children,
    className,
    onClick,
    target,
    rel,
    appearance: _appearance,
    variant: _variant,
    ...rest
  } = props;
  let anchorProps: AnchorHTMLAttributes<HTMLAnchorElement> = rest;
  let classes: string;
  if (props.appearance === 'button') {
    const {
      size = 'm',
      fullWidth = false,
      ...anchorOnly
    } = rest as Omit<LinkAsButtonProps, keyof LinkBaseProps | 'appearance' | 'variant'> &
      AnchorHTMLAttributes<HTMLAnchorElement>;
    // A call to action («Выбрать тариф») is no part of a page's prose: search snippets and a
    // search engine's leave it out (`data-nosnippet`, the site index's `proseOf` too).
    anchorProps = {
      'data-nosnippet': '',
      ...anchorOnly,
    } as AnchorHTMLAttributes<HTMLAnchorElement>;
    classes = buttonRecipe({ variant: props.variant ?? 'primary', size, fullWidth });
  } else {
    classes = styles.link({ variant: props.variant ?? 'inline' });
  }

  const handleClick = useLinkClickHandler({
    href,
    external,
    target,
    download: anchorProps.download,
    onClick,
  });

  const relTokens = external
    ? [...new Set([...(rel ?? '').split(/\s+/).filter(Boolean), 'noopener', 'noreferrer'])].join(
        ' ',
      )
    : rel;

  return (
    <a
      ref={ref}
      href={href}
      className={className ? `${classes} ${className}` : classes}
      target={external ? '_blank' : target}
      rel={relTokens}
      onClick={handleClick}
      {...anchorProps}
    >
      {children}
      {external && (
        <>
          {/* the space is a real text node so every browser keeps it in the accessible name */}{' '}
          <ExternalLinkIcon className={styles.externalIcon} size="1em" />
          <span className={visuallyHidden} data-nosnippet="">
            {newTabLabel ?? messages.opensInNewTab}
          </span>
        </>
      )}
    </a>
  );
});
