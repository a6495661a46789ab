const SHAPES = {
  policy: 'M7 3h7l5 5v13H7V3Zm7 0v5h5M10 12h6m-6 4h6',
  claim: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Zm-3 9 2 2 4-4',
  renewal: 'M4 12a8 8 0 0 1 14-5.3M20 12a8 8 0 0 1-14 5.3M18 3v4h-4M6 21v-4h4',
  coupon: 'M4 7h16v4a2 2 0 0 0 0 4v4H4v-4a2 2 0 0 0 0-4V7Zm10 0v12',
  phone: 'M6 3h3l2 5-2 1.5a11 11 0 0 0 5.5 5.5L16 13l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 4 5a2 2 0 0 1 2-2Z',
  service: 'M4 13v-1a8 8 0 0 1 16 0v1m-16 0h3v6H5a1 1 0 0 1-1-1v-5Zm16 0h-3v6h2a1 1 0 0 0 1-1v-5Z',
  logout: 'M10 4H5v16h5m4-12 4 4-4 4m4-4H9',
} as const;

/** A rounded, tinted feature pictogram for menu rows. */
export function FeatureIcon({ name, tone = 'blue' }: { name: keyof typeof SHAPES; tone?: 'blue' | 'orange' | 'green' | 'purple' | 'red' }) {
  return (
    <span className={`feature-icon feature-icon--${tone}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="20" height="20">
        <path d={SHAPES[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
