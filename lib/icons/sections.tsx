import type { ComponentType } from 'react';
import { createIcon, type IconProps } from './Icon.tsx';
import { GlobeIcon, PhoneIcon } from './icons.tsx';

/*
 * The pictures of the services mega-menu's sections (spec §2.4). Phone and globe are the kit's
 * shared icons; the other six live here. All are decorative unless given a `title`: the section's
 * label beside them already says what they mean.
 */

export const ChipIcon = createIcon(
  'ChipIcon',
  <>
    <rect x="6.5" y="6.5" width="11" height="11" rx="1.5" />
    <path d="M10 10h4v4h-4zM9.5 3v3.5M14.5 3v3.5M9.5 17.5V21M14.5 17.5V21M3 9.5h3.5M3 14.5h3.5M17.5 9.5H21M17.5 14.5H21" />
  </>,
);

export const CloudIcon = createIcon(
  'CloudIcon',
  <path d="M7 18.5a4.5 4.5 0 0 1-.6-8.96 6 6 0 0 1 11.45 1.46A3.75 3.75 0 0 1 17.25 18.5Z" />,
);

export const ShieldIcon = createIcon(
  'ShieldIcon',
  <>
    <path d="M12 3 4.5 6v5.5c0 4.6 3.1 8.3 7.5 9.5 4.4-1.2 7.5-4.9 7.5-9.5V6Z" />
    <path d="m9 12 2.2 2.2L15.5 10" />
  </>,
);

/** A loudspeaker: advertising and mailings. */
export const MarketingIcon = createIcon(
  'MarketingIcon',
  <>
    <path d="M4 10v4a1 1 0 0 0 1 1h2.5l7.5 4.5v-15L7.5 9H5a1 1 0 0 0-1 1Z" />
    <path d="M7.5 15 9 20.5M18.5 9.5a3.5 3.5 0 0 1 0 5" />
  </>,
);

export const MonitorIcon = createIcon(
  'MonitorIcon',
  <>
    <rect x="3" y="4" width="18" height="12.5" rx="1.5" />
    <path d="M9 20.5h6M12 16.5v4" />
  </>,
);

export const LayersIcon = createIcon(
  'LayersIcon',
  <>
    <path d="m12 3.5 9 4.75-9 4.75-9-4.75Z" />
    <path d="m3 12.25 9 4.75 9-4.75M3 16.25 12 21l9-4.75" />
  </>,
);

/** The names the site's navigation data uses for the section pictures. */
export const SECTION_ICON_NAMES = [
  'phone',
  'globe',
  'chip',
  'cloud',
  'shield',
  'marketing',
  'monitor',
  'layers',
] as const;
export type SectionIconName = (typeof SECTION_ICON_NAMES)[number];

/** Section picture by name, so navigation data can stay plain JSON. */
export const sectionIcons: Record<SectionIconName, ComponentType<IconProps>> = {
  phone: PhoneIcon,
  globe: GlobeIcon,
  chip: ChipIcon,
  cloud: CloudIcon,
  shield: ShieldIcon,
  marketing: MarketingIcon,
  monitor: MonitorIcon,
  layers: LayersIcon,
};
