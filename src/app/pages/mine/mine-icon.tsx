/** Line icons of the mine menu (stroked 24 px glyphs in the tone of the feature icons). */
const SHAPES = {
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  shield: 'M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4',
  family: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 1a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM2.5 20a5.5 5.5 0 0 1 11 0m1.5-5a4.5 4.5 0 0 1 6.5 4',
  car: 'M4 16v-4l2-5h12l2 5v4H4Zm0 0v2m16-2v2M4 12h16M7.5 14h1m7 0h1',
  grid: 'M4 4h7v7H4V4Zm9 0h7v7h-7V4ZM4 13h7v7H4v-7Zm9 0h7v7h-7v-7Z',
  help: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-2.5-11.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14m0 3v.5',
  idea: 'M9 18h6m-5 3h4M12 3a6 6 0 0 0-3.5 10.9c.3.3.5.7.5 1.1V16h6v-1c0-.4.2-.8.5-1.1A6 6 0 0 0 12 3Z',
  book: 'M4 5a2 2 0 0 1 2-2h12v16H6a2 2 0 0 0-2 2V5Zm0 16a2 2 0 0 1 2-2h12v2H6M8 7h6',
  doc: 'M6 3h8l4 4v14H6V3Zm8 0v4h4M9 12h6m-6 4h6',
  gear: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm7.4-3a7.4 7.4 0 0 0-.1-1.3l2-1.6-2-3.4-2.4 1a7.5 7.5 0 0 0-2.2-1.3L14.3 3h-4.6l-.4 2.4A7.5 7.5 0 0 0 7.1 6.7l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.6l-2 1.6 2 3.4 2.4-1a7.5 7.5 0 0 0 2.2 1.3l.4 2.4h4.6l.4-2.4a7.5 7.5 0 0 0 2.2-1.3l2.4 1 2-3.4-2-1.6c.1-.4.1-.9.1-1.3Z',
  crown: 'M4 18h16M4 16 3 7l5 4 4-6 4 6 5-4-1 9H4Z',
  message: 'M4 5h16v11H8l-4 4V5Zm4 5h8',
  gift: 'M4 10h16v4H4v-4Zm1 4h14v7H5v-7Zm7-4v11M12 10c-1.5-3-5-4-5-1.5S12 10 12 10Zm0 0c1.5-3 5-4 5-1.5S12 10 12 10Z',
  star: 'm12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9L12 3Z',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4V8Zm8 9a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z',
} as const;

export type MineIconName = keyof typeof SHAPES;

export function MineIcon({ name, tone = 'blue' }: { name: MineIconName; tone?: 'blue' | 'orange' | 'green' | 'purple' | 'red' }) {
  return (
    <span className={`mine-icon mine-icon--${tone}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="20" height="20">
        <path d={SHAPES[name]} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
