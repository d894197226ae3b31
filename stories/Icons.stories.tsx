import type { Story } from '@ladle/react';
import type { ComponentType, CSSProperties } from 'react';
import {
  CalendarIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronUpIcon,
  CloseIcon,
  CopyIcon,
  DownloadIcon,
  ErrorIcon,
  ExternalLinkIcon,
  GlobeIcon,
  InfoIcon,
  KitProvider,
  MailIcon,
  MenuIcon,
  MinusIcon,
  PhoneIcon,
  PlusIcon,
  SearchIcon,
  SECTION_ICON_NAMES,
  SuccessIcon,
  UserIcon,
  vars,
  WarningIcon,
  type IconProps,
  type MegaMenuSection,
} from '../lib/index.ts';
import { servicesMenuKk, servicesMenuRu } from '../lib/components/MegaMenu/fixtures.ts';
import { iconBox } from '../lib/styles/iconBox.css.ts';
import { SectionIcon } from '../lib/components/MegaMenu/shared.tsx';

export default { title: 'Kit / Icons' };

const others: [string, ComponentType<IconProps>][] = [
  ['ChevronDownIcon', ChevronDownIcon],
  ['ChevronUpIcon', ChevronUpIcon],
  ['ChevronLeftIcon', ChevronLeftIcon],
  ['ChevronRightIcon', ChevronRightIcon],
  ['CloseIcon', CloseIcon],
  ['CheckIcon', CheckIcon],
  ['PlusIcon', PlusIcon],
  ['MinusIcon', MinusIcon],
  ['SearchIcon', SearchIcon],
  ['MenuIcon', MenuIcon],
  ['CalendarIcon', CalendarIcon],
  ['InfoIcon', InfoIcon],
  ['SuccessIcon', SuccessIcon],
  ['WarningIcon', WarningIcon],
  ['ErrorIcon', ErrorIcon],
  ['ExternalLinkIcon', ExternalLinkIcon],
  ['CopyIcon', CopyIcon],
  ['PhoneIcon', PhoneIcon],
  ['MailIcon', MailIcon],
  ['DownloadIcon', DownloadIcon],
  ['UserIcon', UserIcon],
  ['GlobeIcon', GlobeIcon],
];

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: 12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
};
const cell: CSSProperties = {
  display: 'grid',
  justifyItems: 'center',
  gap: 8,
  padding: 12,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.m,
  color: vars.color.text,
  fontSize: vars.font.size.s,
  lineHeight: vars.font.lineHeight.s,
  textAlign: 'center',
};

/** Sections as the menu shows them: each icon in the menu's tinted square, the label beside. */
function SectionGrid({ sections }: { sections: readonly MegaMenuSection[] }) {
  return (
    <ul style={grid}>
      {sections.map((section) => (
        <li key={section.id} style={cell}>
          <span className={iconBox}>
            <SectionIcon icon={section.icon} />
          </span>
          {section.label}
        </li>
      ))}
    </ul>
  );
}

/** The 8 pictures of the services menu's sections (spec §2.4), by the name navigation data uses. */
export const SectionIcons: Story = () => (
  <ul style={grid}>
    {SECTION_ICON_NAMES.map((name) => (
      <li key={name} style={cell}>
        <span className={iconBox}>
          <SectionIcon icon={name} />
        </span>
        <code>{name}</code>
      </li>
    ))}
  </ul>
);

/** The same icons beside the section labels, as the menu shows them. */
export const SectionsWithLabels: Story = () => <SectionGrid sections={servicesMenuRu} />;

export const AllOtherIcons: Story = () => (
  <ul style={grid}>
    {others.map(([name, Icon]) => (
      <li key={name} style={cell}>
        <Icon size={24} />
        <code>{name}</code>
      </li>
    ))}
  </ul>
);

/** Icons follow the text size (1.25em) unless given a size in px or em. */
export const Sizes: Story = () => (
  <div style={{ display: 'flex', alignItems: 'flex-end', gap: 24, color: vars.color.text }}>
    {[16, 20, 24, 32, 48].map((size) => (
      <div key={size} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
        <PhoneIcon size={size} />
        <span style={{ fontSize: vars.font.size.xs, color: vars.color.textMuted }}>{size}px</span>
      </div>
    ))}
    <p style={{ margin: 0, fontSize: vars.font.size.xl }}>
      <PhoneIcon /> 1.25em
    </p>
  </div>
);

/**
 * Decorative by default (hidden from screen readers: the text beside says the same); with a
 * `title`, an image with that name, for an icon that stands alone.
 */
export const DecorativeAndNamed: Story = () => (
  <div style={{ display: 'grid', gap: 12, color: vars.color.text }}>
    <p style={{ margin: 0, display: 'flex', gap: 8, alignItems: 'center' }}>
      <MailIcon /> info@dalatelecom.kz
    </p>
    <p style={{ margin: 0, display: 'flex', gap: 8, alignItems: 'center' }}>
      <SuccessIcon title="Подключено" style={{ color: vars.color.success }} /> Виртуальная АТС
    </p>
  </div>
);

export const Kazakh: Story = () => (
  <KitProvider locale="kk">
    <div lang="kk" style={{ display: 'grid', gap: 16 }}>
      <SectionGrid sections={servicesMenuKk} />
      <p
        style={{ margin: 0, display: 'flex', gap: 8, alignItems: 'center', color: vars.color.text }}
      >
        <SuccessIcon title="Қосылған" style={{ color: vars.color.success }} /> Виртуалды АТС
      </p>
    </div>
  </KitProvider>
);
