/** Control sizes of the kit, smallest to largest. */
export const SIZES = ['xs', 's', 'm', 'l', 'xl'] as const;
export type Size = (typeof SIZES)[number];

/** The 10 status colours any badge or status marker can take. */
export const STATUS_COLORS = [
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'violet',
  'teal',
  'raspberry',
  'lightgrey',
  'darkgrey',
] as const;
export type StatusColor = (typeof STATUS_COLORS)[number];
