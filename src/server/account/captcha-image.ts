/**
 * Draws a picture code as SVG without any dependency: each character is a stroked glyph from a small
 * line font (so the SVG holds no text to read back), randomly scaled, rotated and jittered, over
 * noise curves and dots.
 */
import { randomInt } from 'node:crypto';

type Stroke = readonly (readonly [number, number])[];

/** Glyphs on a 4 x 6 grid. No 0/O, 1/I/L, 5/S look-alikes. */
const GLYPHS: Readonly<Record<string, readonly Stroke[]>> = {
  '2': [[[0, 1], [1, 0], [3, 0], [4, 1], [4, 2], [0, 6], [4, 6]]],
  '3': [[[0, 0], [4, 0], [2, 2.5], [4, 3.5], [4, 5], [3, 6], [1, 6], [0, 5]]],
  '4': [[[3, 6], [3, 0], [0, 4], [4, 4]]],
  '6': [[[4, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5], [4, 4], [3, 3], [0, 3]]],
  '7': [[[0, 0], [4, 0], [1, 6]]],
  '8': [
    [[1, 0], [3, 0], [4, 1], [4, 2], [3, 3], [1, 3], [0, 2], [0, 1], [1, 0]],
    [[1, 3], [0, 4], [0, 5], [1, 6], [3, 6], [4, 5], [4, 4], [3, 3]],
  ],
  '9': [[[0, 6], [3, 6], [4, 5], [4, 1], [3, 0], [1, 0], [0, 1], [0, 2], [1, 3], [4, 3]]],
  A: [[[0, 6], [2, 0], [4, 6]], [[1, 3.5], [3, 3.5]]],
  C: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 4]], [[1, 3], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 3], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  P: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]]],
  R: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]], [[2, 3], [4, 6]]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  W: [[[0, 0], [1, 6], [2, 2], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
};

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');
export const CAPTCHA_LENGTH = 5;

const WIDTH = 150;
const HEIGHT = 50;
const COLOURS = ['#1f3a93', '#8e2c2c', '#2d6a2d', '#5b2c83', '#7a5200', '#0b6477'];

const pick = <T>(items: readonly T[]): T => items[randomInt(items.length)] as T;
/** A random number in [min, max) with 0.1 resolution. */
const between = (min: number, max: number): number => min + randomInt(Math.round((max - min) * 10)) / 10;

/** A new random code of {@link CAPTCHA_LENGTH} characters. */
export function randomCaptchaCode(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => pick([...CAPTCHA_ALPHABET])).join('');
}

function glyphPath(ch: string, slot: number): string {
  const scale = between(4.2, 5.6);
  const angle = (between(-25, 25) * Math.PI) / 180;
  const cx = 14 + slot * 27 + between(-3, 3);
  const cy = HEIGHT / 2 + between(-4, 4);
  const place = ([x, y]: readonly [number, number]): string => {
    const dx = (x - 2 + between(-0.25, 0.25)) * scale;
    const dy = (y - 3 + between(-0.25, 0.25)) * scale;
    return `${(cx + dx * Math.cos(angle) - dy * Math.sin(angle)).toFixed(1)} ${(cy + dx * Math.sin(angle) + dy * Math.cos(angle)).toFixed(1)}`;
  };
  const d = (GLYPHS[ch] ?? []).map((stroke) => `M${stroke.map(place).join('L')}`).join('');
  return `<path d="${d}" fill="none" stroke="${pick(COLOURS)}" stroke-width="${between(2.2, 3.2)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function noise(): string {
  const curves = Array.from({ length: 4 }, () => {
    const [x1, y1, x2, y2] = [between(0, 20), between(0, HEIGHT), between(130, WIDTH), between(0, HEIGHT)];
    return `<path d="M${x1} ${y1}Q${between(40, 110)} ${between(-20, HEIGHT + 20)} ${x2} ${y2}" fill="none" stroke="${pick(COLOURS)}" stroke-width="${between(1, 2)}" opacity="0.7"/>`;
  });
  const dots = Array.from({ length: 30 }, () => `<circle cx="${between(0, WIDTH)}" cy="${between(0, HEIGHT)}" r="${between(0.6, 1.6)}" fill="${pick(COLOURS)}"/>`);
  return curves.join('') + dots.join('');
}

/** The picture of `code` as a data: URL of an SVG. */
export function captchaImage(code: string): string {
  const glyphs = [...code].map((ch, slot) => glyphPath(ch, slot)).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`
    + `<rect width="100%" height="100%" fill="#f4f1ea"/>${noise()}${glyphs}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
