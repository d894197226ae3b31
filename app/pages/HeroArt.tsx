import * as styles from './home.css.ts';

/**
 * The home hero's picture: an office with its network — a phone, the signal, the cloud and a
 * shield joined to it — drawn in the theme's colours. Inline and a dozen shapes: no request, no
 * raster, nothing for LCP to wait on (a vector drawing is not an LCP candidate, the headline is).
 * Decorative: the headline beside it says what the site offers.
 */
export function HeroArt() {
  return (
    <svg
      className={styles.heroArt}
      viewBox="0 0 480 360"
      width="480"
      height="360"
      aria-hidden="true"
      focusable="false"
    >
      <path
        className={styles.artBack}
        d="M96 64C170 4 336 12 410 86s66 212-18 250-246 28-316-30S22 124 96 64Z"
      />
      {/* the cloud and the lines from it to the office and the phone */}
      <path className={styles.artDash} d="M214 104c0-40 40-58 92-52M372 96c28 24 34 56 22 80" />
      <path
        className={`${styles.artPaper} ${styles.artLine}`}
        d="M318 96a26 26 0 0 1-2-52 36 36 0 0 1 68 8 22 22 0 0 1 2 44Z"
      />
      {/* the office */}
      <rect
        className={`${styles.artPaper} ${styles.artLine}`}
        x="124"
        y="128"
        width="150"
        height="180"
        rx="10"
      />
      <path
        className={styles.artFill}
        d="M148 152h26v22h-26zM188 152h26v22h-26zM228 152h26v22h-26zM148 190h26v22h-26zM188 190h26v22h-26zM228 190h26v22h-26zM148 228h26v22h-26zM228 228h26v22h-26zM186 262h30v46h-30z"
      />
      {/* the signal over its roof */}
      <path
        className={styles.artLine}
        d="M199 118v-22M183 84a22 22 0 0 1 32 0M171 72a38 38 0 0 1 56 0"
      />
      {/* the phone */}
      <rect
        className={`${styles.artPaper} ${styles.artLine}`}
        x="318"
        y="176"
        width="72"
        height="132"
        rx="14"
      />
      <path className={styles.artLine} d="M342 192h24M336 220h36M336 238h36M336 256h22" />
      <circle className={styles.artAccent} cx="354" cy="288" r="7" />
      {/* the shield */}
      <path
        className={`${styles.artAccent} ${styles.artLine}`}
        d="M84 214l34-14 34 14v24c0 24-16 40-34 46-18-6-34-22-34-46Z"
      />
      <path className={styles.artLine} d="m104 240 10 10 20-20" />
      <path className={styles.artLine} d="M60 308h360" />
    </svg>
  );
}
