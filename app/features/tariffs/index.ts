/**
 * A product's tariffs from the backend, as the office-internet and mobile-connection flows show
 * them (with the loader's build-time tariffs on first paint).
 */
export { useTariffs } from './useTariffs.ts';
