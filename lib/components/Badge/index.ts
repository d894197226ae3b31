export { Badge, StatusBadge, type BadgeProps, type StatusBadgeProps } from './Badge.tsx';
