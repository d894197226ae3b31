/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * A map tile server for the delivery map, `{z}/{x}/{y}` style (README "Configuration"); unset,
   * the zones are drawn on a plain background and no request leaves for tiles.
   */
  readonly VITE_MAP_TILE_URL?: string;
  /** What the tile server asks to be credited with (HTML allowed by Leaflet's attribution). */
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
}
