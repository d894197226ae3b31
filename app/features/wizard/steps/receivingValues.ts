import type { GeoPoint } from '../../../../contract/domain.ts';

/** The receiving step's form (§2.23 step 3): self-pickup from a city's office, or delivery. */
export type ReceivingValues = {
  method: 'pickup' | 'delivery' | null;
  /** Pickup: the city (`mobile-self-pickup-cities`). */
  cityId: string | null;
  /** Delivery: the address as typed — what the courier reads. */
  address: string;
  /** Where the pin stands: put on the map, or found for the typed address. */
  point: GeoPoint | null;
  /** The pin came from the address search (a new address text moves it again) or the map. */
  pointFrom: 'search' | 'map' | null;
  /** What the search found for the address, said beside the map. */
  found: string | null;
  entrance: string;
  flat: string;
  intercom: string;
  floor: string;
};

export const RECEIVING_INITIAL: ReceivingValues = {
  method: null,
  cityId: null,
  address: '',
  point: null,
  pointFrom: null,
  found: null,
  entrance: '',
  flat: '',
  intercom: '',
  floor: '',
};

/** The delivery details beside the address: typed, checked for the CRM's forbidden characters. */
export const DELIVERY_DETAILS = ['entrance', 'flat', 'intercom', 'floor'] as const;

/** The request's field paths, as the server names them, to the form's fields. */
export const RECEIVING_SERVER_FIELDS = {
  cityId: 'cityId',
  'delivery.address': 'address',
  'delivery.point': 'address',
  'delivery.entrance': 'entrance',
  'delivery.flat': 'flat',
  'delivery.intercom': 'intercom',
  'delivery.floor': 'floor',
} as const satisfies Record<string, keyof ReceivingValues>;
