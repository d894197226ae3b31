export { createIcon, type IconProps } from './Icon.tsx';
export * from './icons.tsx';
