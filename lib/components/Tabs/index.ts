export {
  Tabs,
  TabList,
  Tab,
  TabPanel,
  type TabsProps,
  type TabListProps,
  type TabProps,
  type TabPanelProps,
} from './Tabs.tsx';
export { TabNav, type TabNavProps, type TabNavItem } from './TabNav.tsx';
