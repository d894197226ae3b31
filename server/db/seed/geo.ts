/**
 * Where the address directory's places are, for the delivery-address search (`address/geocode`):
 * a point per settlement (its centre) and per street (a point on it), [lat, lng]. Sample values
 * of this reference backend, near the real places but not surveyed: enough to put a courier pin
 * in the right part of town and to tell the delivery zones (./addresses.ts) from the outskirts.
 * Shanyrak-2, the Abay district of Shymkent and the towns under Astana and Almaty lie outside the
 * zones, as their coverage does; Aktobe has no zone at all.
 */
export const CITY_POINTS: Readonly<Record<string, readonly [number, number]>> = {
  almaty: [43.238, 76.945],
  astana: [51.128, 71.43],
  shymkent: [42.317, 69.596],
  karaganda: [49.806, 73.085],
  aktobe: [50.283, 57.167],
  kosshy: [50.97, 71.35],
  talapker: [51.05, 71.2],
  boralday: [43.37, 76.85],
  'otegen-batyr': [43.42, 77.01],
  kaskelen: [43.2, 76.62],
};

/** By street id (`{cityId}-{slug}`, as migration 004 stores them). */
export const STREET_POINTS: Readonly<Record<string, readonly [number, number]>> = {
  'almaty-tole-bi': [43.2535, 76.91],
  'almaty-dostyk': [43.233, 76.956],
  'almaty-abay': [43.24, 76.905],
  'almaty-al-farabi': [43.218, 76.9],
  'almaty-satpayev': [43.237, 76.93],
  'almaty-nauryzbay-batyr': [43.25, 76.942],
  'almaty-samal-2': [43.229, 76.951],
  'almaty-orbita-1': [43.212, 76.862],
  'almaty-alatau-district': [43.33, 76.87],
  'almaty-shanyrak-2': [43.305, 76.795],
  'astana-mangilik-el': [51.09, 71.418],
  'astana-kabanbay-batyr': [51.12, 71.43],
  'astana-syganak': [51.127, 71.427],
  'astana-kenesary': [51.165, 71.435],
  'astana-respubliki': [51.17, 71.43],
  'astana-uly-dala': [51.11, 71.4],
  'astana-koktal': [51.2, 71.39],
  'shymkent-respubliki': [42.32, 69.595],
  'shymkent-tauke-khan': [42.315, 69.59],
  'shymkent-kazybek-bi': [42.31, 69.6],
  'shymkent-nursat': [42.35, 69.64],
  'shymkent-abay-district': [42.29, 69.47],
  'karaganda-bukhar-zhyrau': [49.805, 73.09],
  'karaganda-erubaeva': [49.81, 73.095],
  'karaganda-nurken-abdirov': [49.8, 73.1],
  'karaganda-yugo-vostok': [49.77, 73.15],
  'aktobe-abilkaiyr-khan': [50.283, 57.166],
  'aktobe-sankibai-batyr': [50.29, 57.19],
  'aktobe-12-mkr': [50.27, 57.2],
  'kosshy-respubliki': [50.971, 71.352],
  'talapker-tsentralnaya': [51.051, 71.201],
  'boralday-aerodromnaya': [43.371, 76.851],
  'otegen-batyr-titova': [43.421, 77.011],
  'kaskelen-nauryzbay-batyr': [43.201, 76.621],
};
