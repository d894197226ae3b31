import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /**
   * Size in px or em. Icons follow the text size by default.
   * @default '1.25em'
   */
  size?: number | string;
  /**
   * An accessible name. Without it the icon is decorative and hidden from screen readers,
   * which is right whenever text beside it says the same.
   */
  title?: string;
}

/** The frame every icon shares: 24×24 grid, 2px strokes in the current text colour. */
export function createIcon(displayName: string, paths: ReactNode) {
  function IconComponent({ size = '1.25em', title, ...rest }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        role={title ? 'img' : undefined}
        aria-label={title}
        aria-hidden={title ? undefined : true}
        {...rest}
      >
        {paths}
      </svg>
    );
  }
  IconComponent.displayName = displayName;
  return IconComponent;
}
