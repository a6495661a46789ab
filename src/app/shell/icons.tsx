/** Outline icons of the shell (tab bar, nav bar), drawn inline so no icon font or extra package is needed. */
const SHAPES = {
  home: 'M4 10.5 12 4l8 6.5V20a1 1 0 0 1-1 1h-4.5v-6h-5v6H5a1 1 0 0 1-1-1v-9.5Z',
  shop: 'M5 8h14l-1 12H6L5 8Zm4 0V7a3 3 0 0 1 6 0v1',
  service: 'M4 13v-1a8 8 0 0 1 16 0v1m-16 0h3v6H5a1 1 0 0 1-1-1v-5Zm16 0h-3v6h2a1 1 0 0 0 1-1v-5Zm-3 6c0 1.5-2 2-5 2',
  mine: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-8 9a8 8 0 0 1 16 0',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3Z',
  check: 'M5 12.5 10 17l9-10',
  chevron: 'M9 5l7 7-7 7',
  back: 'M15 5l-7 7 7 7',
} as const;

export type IconName = keyof typeof SHAPES;

/** One outline icon at `size` px, in the current text colour. */
export function Icon({ name, size = 22, strokeWidth = 1.8 }: { name: IconName; size?: number; strokeWidth?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" className={`icon icon--${name}`}>
      <path d={SHAPES[name]} fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
