import type { ComponentType } from 'react';
import type { IconProps } from '../../icons/Icon.tsx';
import type { SectionIconName } from '../../icons/sections.tsx';

export interface MegaMenuLink {
  /** The link text. */
  label: string;
  /** Where it goes; paths starting with `/` use the kit's router (`KitProvider`'s `navigate`). */
  href: string;
}

export interface MegaMenuSection {
  /** Stable id, used for element ids and keys. */
  id: string;
  /** The section heading, e.g. «Связь». */
  label: string;
  /** A section picture by name (`'phone'`, `'globe'`, …) or any kit icon component. */
  icon: SectionIconName | ComponentType<IconProps>;
  links: MegaMenuLink[];
}
