import {
  control,
  divIcon,
  latLngBounds,
  map as createMap,
  marker as createMarker,
  polygon,
  tileLayer,
  type LatLngExpression,
  type Map as LeafletMap,
  type Marker,
} from 'leaflet';
import { useEffect, useRef } from 'react';
import type { DeliveryZone, GeoPoint } from '../../../../contract/domain.ts';
import { Button } from '../../../../lib/index.ts';
import { useT } from '../../../i18n/index.ts';
import { useLatest } from '../../../hooks/index.ts';
import * as wizardStyles from '../wizard.css.ts';
import * as styles from './map.css.ts';

export { leafletStyles } from './leafletStyles.ts';

export interface DeliveryMapProps {
  zones: readonly DeliveryZone[];
  /** Where the pin stands (from the map, or from the address found for the typed text). */
  point: GeoPoint | null;
  /** The pin was put or moved on the map: a click or tap, a drag, the arrow keys. */
  onPick: (point: GeoPoint) => void;
  /** Id of the text that says where the pin is (the map's description). */
  describedBy: string;
}

/** Pixels an arrow key moves the focused pin; with Shift, five times as far. */
const STEP_PX = 10;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};
const PIN_ZOOM = 12;
/** Closer than this, the view shows one city. */
const CITY_ZOOM = 10;

/** The middle of the zone nearest to `point` (by its vertices' mean). */
function nearestZoneCentre(zones: readonly DeliveryZone[], point: GeoPoint): GeoPoint | null {
  let best: { centre: GeoPoint; distance: number } | null = null;
  for (const zone of zones) {
    const n = zone.polygon.length || 1;
    const centre = {
      lat: zone.polygon.reduce((sum, [lat]) => sum + lat, 0) / n,
      lng: zone.polygon.reduce((sum, [, lng]) => sum + lng, 0) / n,
    };
    const distance = (centre.lat - point.lat) ** 2 + (centre.lng - point.lng) ** 2;
    if (!best || distance < best.distance) best = { centre, distance };
  }
  return best?.centre ?? null;
}

const toPoint = (latLng: { lat: number; lng: number }): GeoPoint => ({
  lat: Math.round(latLng.lat * 1e6) / 1e6,
  lng: Math.round(latLng.lng * 1e6) / 1e6,
});

/**
 * The delivery map (mobile wizard step 3): the delivery zones on a plain background (or the
 * configured tiles, `VITE_MAP_TILE_URL`) and the pin, put by a click or tap, dragged, or moved by
 * the arrow keys once focused («Поставить метку» puts it in the middle of the view and focuses
 * it). Leaflet 1.9, loaded with this module only. The map is an aid: the address field beside
 * it is enough, and where the pin stands is said in text (`describedBy`).
 */
export default function DeliveryMap({ zones, point, onPick, describedBy }: DeliveryMapProps) {
  const t = useT();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  // The last point put on the map itself: the view stays where the person is working.
  const pickedHere = useRef<GeoPoint | null>(null);
  const pick = (next: GeoPoint) => {
    pickedHere.current = next;
    onPick(next);
  };
  const latest = useLatest({ pick, t });

  // The map, its zones and controls: once (the zones do not change while the step is open).
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const words = latest.current.t;
    const map = createMap(element, { zoomControl: false, attributionControl: false });
    mapRef.current = map;
    control
      .zoom({ zoomInTitle: words('wizard.receiving.map.zoomIn'), zoomOutTitle: words('wizard.receiving.map.zoomOut') })
      .addTo(map); // prettier-ignore
    control
      .attribution({ prefix: '<a href="https://leafletjs.com" lang="en">Leaflet</a>' })
      .addAttribution(words('wizard.receiving.map.attribution'))
      .addTo(map);
    const tiles = import.meta.env.VITE_MAP_TILE_URL;
    if (tiles) {
      tileLayer(tiles, { attribution: import.meta.env.VITE_MAP_TILE_ATTRIBUTION ?? '' }).addTo(map);
    }
    const outlines = zones.map((zone) =>
      polygon(zone.polygon as LatLngExpression[], { className: styles.zone, interactive: false })
        .bindTooltip(zone.name, {
          permanent: true,
          direction: 'center',
          className: styles.zoneLabel,
        })
        .addTo(map),
    );
    const all = latLngBounds(zones.flatMap((zone) => zone.polygon as LatLngExpression[]));
    if (all.isValid()) map.fitBounds(all, { padding: [16, 16] });
    else map.setView([48, 68], 4);
    map.on('click', (event) => latest.current.pick(toPoint(event.latlng)));
    return () => {
      outlines.forEach((outline) => outline.remove());
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, [zones, latest]);

  // The pin follows `point`, and the view follows the pin when it lands outside it.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!point) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    let pin = markerRef.current;
    if (!pin) {
      pin = createMarker(point, {
        draggable: true,
        keyboard: true,
        icon: divIcon({ className: styles.pin, iconSize: [28, 28], iconAnchor: [14, 28] }),
      }).addTo(map);
      markerRef.current = pin;
      const moved = pin;
      moved.on('dragend', () => latest.current.pick(toPoint(moved.getLatLng())));
      const element = moved.getElement();
      element?.setAttribute('aria-label', latest.current.t('wizard.receiving.map.marker'));
      element?.addEventListener('keydown', (event) => {
        const arrow = ARROWS[event.key];
        if (!arrow) return;
        // The map itself pans on arrows; a focused pin moves instead.
        event.preventDefault();
        event.stopPropagation();
        const step = event.shiftKey ? STEP_PX * 5 : STEP_PX;
        const at = map
          .latLngToContainerPoint(moved.getLatLng())
          .add([arrow[0] * step, arrow[1] * step]);
        const next = toPoint(map.containerPointToLatLng(at));
        moved.setLatLng(next);
        latest.current.pick(next);
      });
    } else {
      pin.setLatLng(point);
    }
    // A point from elsewhere (the address found): bring it into view, close enough to adjust.
    if (
      point !== pickedHere.current &&
      (!map.getBounds().contains(point) || map.getZoom() < PIN_ZOOM)
    ) {
      map.setView(point, Math.max(map.getZoom(), PIN_ZOOM));
    }
  }, [point, latest]);

  const placeInMiddle = () => {
    const map = mapRef.current;
    if (!map) return;
    if (map.getZoom() < CITY_ZOOM) {
      // Over the whole country the middle is steppe: start in the city nearest to it.
      const city = nearestZoneCentre(zones, map.getCenter());
      if (city) map.setView(city, PIN_ZOOM);
    }
    const centre = toPoint(map.getCenter());
    pick(centre);
    // Focus after the pin is there: the arrows move it from then on.
    requestAnimationFrame(() => markerRef.current?.getElement()?.focus());
  };

  return (
    <div className={wizardStyles.mapBlock}>
      <div
        ref={container}
        className={wizardStyles.map}
        role="region"
        aria-label={t('wizard.receiving.map.label')}
        aria-describedby={describedBy}
        data-map="delivery"
      />
      <div className={wizardStyles.actions}>
        <Button variant="secondary" size="s" onClick={placeInMiddle}>
          {t('wizard.receiving.map.place')}
        </Button>
      </div>
    </div>
  );
}
