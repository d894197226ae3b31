export {
  Link,
  type LinkProps,
  type LinkAsTextProps,
  type LinkAsButtonProps,
  useLinkClickHandler,
  type LinkClickOptions,
} from './Link.tsx';
