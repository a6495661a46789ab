import type { ProductDefinition } from '../../engine/index.js';

type Line = ProductDefinition['line'];

const PATHS: Record<Line, string> = {
  travel: 'M21 16v-2l-8-5V3.5a1.5 1.5 0 0 0-3 0V9l-8 5v2l8-2.5V19l-2 1.5V22l3.5-1 3.5 1v-1.5L13 19v-5.5l8 2.5Z',
  motor: 'M5 11l1.5-4.5A2 2 0 0 1 8.4 5h7.2a2 2 0 0 1 1.9 1.5L19 11m-14 0h14a2 2 0 0 1 2 2v4h-2v2h-3v-2H8v2H5v-2H3v-4a2 2 0 0 1 2-2Zm2.5 2.5h.01m9 0h.01',
  home: 'M3 11 12 3l9 8v10h-6v-6H9v6H3V11Z',
  accident: 'M12 21s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 6-8 11-8 11Zm-3-10h6m-3-3v6',
  business: 'M4 8h16v12H4V8Zm5 0V5h6v3m-11 5h16',
};

/** The pictogram of a product line, on a tinted disc; the tint follows the line (see app.css). */
export function LineIcon({ line, size = 44 }: { line: Line; size?: number }) {
  const filled = line === 'travel' || line === 'home';
  return (
    <span className={`line-icon line-icon--${line}`} style={{ width: size, height: size }} aria-hidden="true">
      <svg viewBox="0 0 24 24" width={size * 0.55} height={size * 0.55}>
        <path
          d={PATHS[line]}
          fill={filled ? 'currentColor' : 'none'}
          stroke={filled ? 'none' : 'currentColor'}
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
