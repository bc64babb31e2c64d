// A decorative woven band in the manner of Sadu, the Bedouin weaving of Arabia: stripes,
// "teeth" (triangles) and a chain of diamonds, drawn as tiling SVG patterns in the theme's greens.
import { useId } from 'react';
import classes from './sadu-panel.module.css';

export function SaduPanel({ className }: { className?: string }) {
  // React's ids may hold characters that url(#…) references do not accept.
  const id = `sadu${useId().replace(/[^\w-]/g, '')}`;
  const stripes = `${id}-stripes`;
  const teeth = `${id}-teeth`;
  const diamonds = `${id}-diamonds`;

  return (
    <svg
      className={[classes.panel, className].filter(Boolean).join(' ')}
      viewBox="0 0 480 264"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <pattern id={stripes} width="16" height="24" patternUnits="userSpaceOnUse">
          <rect className={classes.deep} width="16" height="24" />
          <rect className={classes.wool} y="6" width="16" height="4" />
          <rect className={classes.wool} y="14" width="16" height="4" />
        </pattern>
        <pattern id={teeth} width="24" height="36" patternUnits="userSpaceOnUse">
          <rect className={classes.ground} width="24" height="36" />
          <path className={classes.wool} d="M0 36 L12 14 L24 36 Z" />
          <path className={classes.deep} d="M6 36 L12 25 L18 36 Z" />
        </pattern>
        <pattern id={diamonds} width="72" height="120" patternUnits="userSpaceOnUse">
          <rect className={classes.deep} width="72" height="120" />
          <path className={classes.wool} d="M36 8 L68 60 L36 112 L4 60 Z" />
          <path className={classes.ground} d="M36 26 L57 60 L36 94 L15 60 Z" />
          <path className={classes.light} d="M36 44 L46 60 L36 76 L26 60 Z" />
          <path className={classes.wool} d="M0 52 L4 60 L0 68 Z M72 52 L68 60 L72 68 Z" />
        </pattern>
      </defs>
      {/* Each band is translated to its place, so every pattern tiles from the band's top edge. */}
      <rect width="480" height="24" fill={`url(#${stripes})`} />
      <g transform="translate(0 24)">
        <rect width="480" height="36" fill={`url(#${teeth})`} />
      </g>
      <g transform="translate(0 60)">
        <rect width="480" height="120" fill={`url(#${diamonds})`} />
      </g>
      <g transform="translate(0 216) scale(1 -1)">
        <rect width="480" height="36" fill={`url(#${teeth})`} />
      </g>
      <g transform="translate(0 216)">
        <rect width="480" height="24" fill={`url(#${stripes})`} />
      </g>
      <rect className={classes.ground} y="240" width="480" height="24" />
    </svg>
  );
}
