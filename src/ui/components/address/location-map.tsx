// The location map of the address form: the Kingdom's outline (saudi-arabia-outline.ts, drawn as
// SVG: no tiles, nothing fetched), a few cities to find one's way (landmarks.ts, named by the
// form), and the pin. A click or tap puts the pin there; with the focus on the map the arrow keys
// move it (north is up and east is right on Arabic pages too: a map is not mirrored) and Delete or
// Backspace removes it.
import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import type { Coordinates } from '../../../application/ports/address-book';
import classes from './location-map.module.css';
import { LANDMARKS, type LandmarkKey } from './landmarks';
import { MAP_SIZE, movedByKey, outlinePath, toCoordinates, toMapPoint } from './map-projection';
import { SAUDI_ARABIA_OUTLINE } from './saudi-arabia-outline';

const OUTLINE = outlinePath(SAUDI_ARABIA_OUTLINE);
/** A map pin whose point is at (0, 0). */
const PIN = 'M0 0C-5-9-12-15-12-24A12 12 0 1 1 12-24C12-15 5-9 0 0Z';

export interface LocationMapProps {
  readonly value: Coordinates | null;
  readonly onChange: (value: Coordinates | null) => void;
  /** The map's accessible name. */
  readonly label: string;
  /** Ids of the texts that describe it: how to use it, where the pin is. */
  readonly describedBy: string;
  /** The landmarks' names in the interface language, by their key. */
  readonly cityNames: Readonly<Record<LandmarkKey, string>>;
}

export function LocationMap({ value, onChange, label, describedBy, cityNames }: LocationMapProps) {
  const drawing = useRef<SVGSVGElement>(null);

  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const box = drawing.current?.getBoundingClientRect();
    if (box === undefined || box.width === 0 || box.height === 0) return;
    onChange(
      toCoordinates({
        x: ((event.clientX - box.left) / box.width) * MAP_SIZE.width,
        y: ((event.clientY - box.top) / box.height) * MAP_SIZE.height,
      }),
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      if (value === null) return;
      event.preventDefault();
      onChange(null);
      return;
    }
    const moved = movedByKey(value, event.key, event.shiftKey);
    if (moved === undefined) return;
    event.preventDefault();
    onChange(moved);
  };

  const pin = value === null ? null : toMapPoint(value);
  return (
    // An application: the arrow keys belong to the map while it has the focus.
    <div role="application" tabIndex={0} aria-label={label} aria-describedby={describedBy} className={classes.map} dir="ltr" onKeyDown={onKeyDown}>
      <svg ref={drawing} viewBox={`0 0 ${MAP_SIZE.width} ${MAP_SIZE.height}`} aria-hidden="true" focusable="false" onClick={onClick}>
        <rect className={classes.elsewhere} width={MAP_SIZE.width} height={MAP_SIZE.height} />
        <path className={classes.land} d={OUTLINE} />
        {LANDMARKS.map((city) => {
          const point = toMapPoint(city);
          return (
            <g key={city.key} className={classes.city} transform={`translate(${point.x.toFixed(1)} ${point.y.toFixed(1)})`}>
              <circle r={3.5} />
              <text y={-8} textAnchor="middle">
                {cityNames[city.key]}
              </text>
            </g>
          );
        })}
        {pin === null ? null : (
          <g className={classes.pin} transform={`translate(${pin.x.toFixed(1)} ${pin.y.toFixed(1)})`}>
            <path d={PIN} />
            <circle cy={-24} r={4.5} />
          </g>
        )}
      </svg>
    </div>
  );
}
