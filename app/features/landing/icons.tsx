import type { ComponentType } from 'react';
import {
  CalendarIcon,
  CheckIcon,
  ChipIcon,
  CloudIcon,
  createIcon,
  GlobeIcon,
  type IconProps,
  LayersIcon,
  MailIcon,
  MarketingIcon,
  MonitorIcon,
  PhoneIcon,
  ShieldIcon,
  UserIcon,
} from '../../../lib/index.ts';
import type { ContentIcon } from '../../../locales/content/index.ts';

// Content-specific pictures on the kit's 24×24 stroke grid (see lib/icons/Icon.tsx).
const SpeedIcon = createIcon(
  'SpeedIcon',
  <>
    <path d="M4.5 17a8.5 8.5 0 1 1 15 0" />
    <path d="m12 13 4-5" />
    <circle cx="12" cy="13.5" r="1.2" />
  </>,
);
const ClockIcon = createIcon(
  'ClockIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </>,
);
const WalletIcon = createIcon(
  'WalletIcon',
  <>
    <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3" />
    <rect x="4" y="8" width="16" height="11" rx="2" />
    <path d="M16 13.5h.01" />
  </>,
);
const HeadsetIcon = createIcon(
  'HeadsetIcon',
  <>
    <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2" />
    <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
    <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
    <path d="M18.5 19a3 3 0 0 1-3 2.5H13" />
  </>,
);
const LockIcon = createIcon(
  'LockIcon',
  <>
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5" />
  </>,
);
const ChartIcon = createIcon('ChartIcon', <path d="M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6" />);
const UsersIcon = createIcon(
  'UsersIcon',
  <>
    <circle cx="9" cy="8.5" r="3.5" />
    <path d="M3 19.5a6 6 0 0 1 12 0M16 5.5a3.5 3.5 0 0 1 0 6.5M18 14a5.5 5.5 0 0 1 3 5.5" />
  </>,
);
const DocumentIcon = createIcon(
  'DocumentIcon',
  <>
    <path d="M14 3.5H7A1.5 1.5 0 0 0 5.5 5v14A1.5 1.5 0 0 0 7 20.5h10a1.5 1.5 0 0 0 1.5-1.5V8Z" />
    <path d="M14 3.5V8h4.5M9 12.5h6M9 16h6" />
  </>,
);
const SmartphoneIcon = createIcon(
  'SmartphoneIcon',
  <>
    <rect x="7" y="3" width="10" height="18" rx="2" />
    <path d="M11 17.5h2" />
  </>,
);
const CarIcon = createIcon(
  'CarIcon',
  <>
    <path d="M5 16.5v-4l2-5h10l2 5v4Z" />
    <path d="M5 12.5h14" />
    <circle cx="8" cy="16.5" r="1.5" />
    <circle cx="16" cy="16.5" r="1.5" />
  </>,
);
const PinIcon = createIcon(
  'PinIcon',
  <>
    <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.5" />
  </>,
);
const SettingsIcon = createIcon(
  'SettingsIcon',
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 3v2.5M12 18.5V21M3 12h2.5M18.5 12H21M5.6 5.6l1.8 1.8M16.6 16.6l1.8 1.8M5.6 18.4l1.8-1.8M16.6 7.4l1.8-1.8" />
  </>,
);
const StarIcon = createIcon(
  'StarIcon',
  <path d="m12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9Z" />,
);
const GiftIcon = createIcon(
  'GiftIcon',
  <>
    <rect x="4" y="9" width="16" height="11" rx="1.5" />
    <path d="M3.5 9h17M12 9v11M12 9S10.5 4.5 8 5s-1 4 4 4Zm0 0s1.5-4.5 4-4 1 4-4 4Z" />
  </>,
);
const WifiIcon = createIcon(
  'WifiIcon',
  <path d="M3 9.5a13 13 0 0 1 18 0M6 13a8.5 8.5 0 0 1 12 0M9 16.5a4 4 0 0 1 6 0M12 19.5h.01" />,
);
const RouterIcon = createIcon(
  'RouterIcon',
  <>
    <rect x="3.5" y="13" width="17" height="6" rx="1.5" />
    <path d="M7 16h.01M10 16h.01M9 9.5a4.5 4.5 0 0 1 6 0M7 7a8 8 0 0 1 10 0" />
  </>,
);
const SimIcon = createIcon(
  'SimIcon',
  <>
    <path d="M8 3.5h6.5L19 8v11a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 7 19V5A1.5 1.5 0 0 1 8.5 3.5Z" />
    <rect x="9.5" y="11" width="5.5" height="6" rx="1" />
  </>,
);
const ServerIcon = createIcon(
  'ServerIcon',
  <>
    <rect x="4" y="4" width="16" height="7" rx="1.5" />
    <rect x="4" y="13" width="16" height="7" rx="1.5" />
    <path d="M8 7.5h.01M8 16.5h.01" />
  </>,
);
const SatelliteIcon = createIcon(
  'SatelliteIcon',
  <>
    <path d="M5 14a5 5 0 0 0 5 5M5 9.5a9.5 9.5 0 0 0 9.5 9.5" />
    <path d="m11 13 7-7M15.5 4.5l4 4-3 3-4-4Z" />
  </>,
);
const RobotIcon = createIcon(
  'RobotIcon',
  <>
    <rect x="5" y="8" width="14" height="11" rx="2" />
    <path d="M12 4.5V8M9.5 13h.01M14.5 13h.01M9.5 16.5h5M3 12.5v3M21 12.5v3" />
  </>,
);
const BellIcon = createIcon(
  'BellIcon',
  <path d="M6.5 16.5V11a5.5 5.5 0 0 1 11 0v5.5l1.5 1.5H5ZM10 20.5a2 2 0 0 0 4 0" />,
);
const PercentIcon = createIcon(
  'PercentIcon',
  <>
    <path d="M18.5 5.5 5.5 18.5" />
    <circle cx="7.5" cy="7.5" r="2" />
    <circle cx="16.5" cy="16.5" r="2" />
  </>,
);
const BuildingIcon = createIcon(
  'BuildingIcon',
  <>
    <path d="M5 20.5V4.5h10v16M15 9.5h4v11M3 20.5h18" />
    <path d="M8.5 8h3M8.5 11.5h3M8.5 15h3" />
  </>,
);
const FactoryIcon = createIcon(
  'FactoryIcon',
  <path d="M3.5 20.5V10l5 3v-3l5 3v-3l5 3V4.5h2v16ZM7 17h2M11.5 17h2" />,
);
const BankIcon = createIcon(
  'BankIcon',
  <path d="M3.5 9.5 12 4.5l8.5 5ZM5.5 10v7M10 10v7M14 10v7M18.5 10v7M3.5 20h17" />,
);
const CartIcon = createIcon(
  'CartIcon',
  <>
    <path d="M3 4.5h2.5l2 11h10.5l2-8H6.5" />
    <circle cx="9" cy="19" r="1.3" />
    <circle cx="17" cy="19" r="1.3" />
  </>,
);
const EducationIcon = createIcon(
  'EducationIcon',
  <path d="m2.5 9.5 9.5-5 9.5 5-9.5 5ZM6.5 11.5v4.5c3 2.5 8 2.5 11 0v-4.5M21.5 9.5v5" />,
);
const TruckIcon = createIcon(
  'TruckIcon',
  <>
    <path d="M3 6.5h11v10H3ZM14 10h4l3 3.5v3h-7" />
    <circle cx="7" cy="17.5" r="1.7" />
    <circle cx="17.5" cy="17.5" r="1.7" />
  </>,
);
const HeartIcon = createIcon(
  'HeartIcon',
  <path d="M12 19.5s-7.5-4.5-7.5-10a4 4 0 0 1 7.5-2 4 4 0 0 1 7.5 2c0 5.5-7.5 10-7.5 10Z" />,
);
const FlameIcon = createIcon(
  'FlameIcon',
  <path d="M12 21a6 6 0 0 0 6-6c0-4-3-6-4-9-1.5 2-2 3.5-2 5-1-1-1.5-2-1.5-3.5C8 9.5 6 12 6 15a6 6 0 0 0 6 6Z" />,
);
const CameraIcon = createIcon(
  'CameraIcon',
  <>
    <rect x="3" y="7" width="13" height="10" rx="1.5" />
    <path d="m16 10.5 5-3v9l-5-3" />
  </>,
);
const KeyIcon = createIcon(
  'KeyIcon',
  <>
    <circle cx="8" cy="15" r="4" />
    <path d="m11 12 8.5-8.5M16.5 6.5l2.5 2.5M14 9l2 2" />
  </>,
);
const LinkIcon = createIcon(
  'LinkIcon',
  <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />,
);
const MessageIcon = createIcon('MessageIcon', <path d="M4 5.5h16v11H9l-5 4Z" />);
const MicIcon = createIcon(
  'MicIcon',
  <>
    <rect x="9" y="3.5" width="6" height="11" rx="3" />
    <path d="M5.5 11.5a6.5 6.5 0 0 0 13 0M12 18v3" />
  </>,
);
const ThermometerIcon = createIcon(
  'ThermometerIcon',
  <>
    <path d="M10 14.5V5a2 2 0 0 1 4 0v9.5a4 4 0 1 1-4 0Z" />
    <path d="M12 9v7" />
  </>,
);
const BatteryIcon = createIcon(
  'BatteryIcon',
  <>
    <rect x="3" y="7.5" width="16" height="9" rx="2" />
    <path d="M21 11v2M6.5 10.5v3M10 10.5v3" />
  </>,
);
const SignalIcon = createIcon('SignalIcon', <path d="M5 19v-3M9.5 19v-6M14 19v-9M18.5 19V5" />);
const HomeIcon = createIcon(
  'HomeIcon',
  <path d="M4 11 12 4.5l8 6.5M6 9.5v10h12v-10M10 19.5v-5h4v5" />,
);
const BriefcaseIcon = createIcon(
  'BriefcaseIcon',
  <>
    <rect x="3.5" y="7.5" width="17" height="12" rx="2" />
    <path d="M9 7.5V5.5h6v2M3.5 12.5h17" />
  </>,
);
const BoltIcon = createIcon('BoltIcon', <path d="M13 3 5.5 13.5h6L10.5 21 18.5 10h-6Z" />);
const EyeIcon = createIcon(
  'EyeIcon',
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);
const CardIcon = createIcon(
  'CardIcon',
  <>
    <rect x="3" y="6" width="18" height="12" rx="2" />
    <path d="M3 10h18M7 14.5h3" />
  </>,
);
const TreeIcon = createIcon('TreeIcon', <path d="M12 3.5 6 11h3l-4 5.5h14L15 11h3ZM12 16.5v4" />);
const PlaneIcon = createIcon('PlaneIcon', <path d="M21 4.5 3 11l7 2.5 2.5 7Zm-11 9 5-5" />);
const CodeIcon = createIcon('CodeIcon', <path d="m8 8-4.5 4L8 16M16 8l4.5 4-4.5 4M13.5 5l-3 14" />);
const RefreshIcon = createIcon(
  'RefreshIcon',
  <path d="M19.5 12a7.5 7.5 0 0 1-13.2 4.9M4.5 12a7.5 7.5 0 0 1 13.2-4.9M18 3.5v3.8h-3.8M6 20.5v-3.8h3.8" />,
);

/**
 * Every content icon name (`CONTENT_ICONS`) to its picture. Typed as a full record, so a name
 * added to the content types without a picture fails the type-check.
 */
export const contentIcons: Record<ContentIcon, ComponentType<IconProps>> = {
  phone: PhoneIcon,
  globe: GlobeIcon,
  chip: ChipIcon,
  cloud: CloudIcon,
  shield: ShieldIcon,
  megaphone: MarketingIcon,
  monitor: MonitorIcon,
  layers: LayersIcon,
  check: CheckIcon,
  speed: SpeedIcon,
  clock: ClockIcon,
  wallet: WalletIcon,
  headset: HeadsetIcon,
  lock: LockIcon,
  chart: ChartIcon,
  users: UsersIcon,
  document: DocumentIcon,
  smartphone: SmartphoneIcon,
  car: CarIcon,
  pin: PinIcon,
  settings: SettingsIcon,
  star: StarIcon,
  gift: GiftIcon,
  calendar: CalendarIcon,
  mail: MailIcon,
  wifi: WifiIcon,
  router: RouterIcon,
  sim: SimIcon,
  server: ServerIcon,
  satellite: SatelliteIcon,
  robot: RobotIcon,
  bell: BellIcon,
  percent: PercentIcon,
  building: BuildingIcon,
  factory: FactoryIcon,
  bank: BankIcon,
  cart: CartIcon,
  education: EducationIcon,
  truck: TruckIcon,
  heart: HeartIcon,
  flame: FlameIcon,
  camera: CameraIcon,
  key: KeyIcon,
  link: LinkIcon,
  message: MessageIcon,
  mic: MicIcon,
  thermometer: ThermometerIcon,
  battery: BatteryIcon,
  signal: SignalIcon,
  home: HomeIcon,
  briefcase: BriefcaseIcon,
  bolt: BoltIcon,
  eye: EyeIcon,
  card: CardIcon,
  tree: TreeIcon,
  plane: PlaneIcon,
  code: CodeIcon,
  refresh: RefreshIcon,
  user: UserIcon,
};

/** A decorative content icon: the text beside it always says the same. */
export function ContentIconView({ name, ...props }: IconProps & { name: ContentIcon }) {
  const Icon = contentIcons[name];
  return <Icon {...props} />;
}
