/**
 * WCAG 1.4.3 / 1.4.11 at the source: the palette tokens of src/app/styles/app.css, read from the
 * file itself, keep 4.5:1 for every text colour on every surface it is drawn on (including the placeholder,
 * disabled, error, success and selected states, and white on the filled buttons, badges and the brand
 * gradient at the lowest opacity the pages give it) and 3:1 for the marks of radio buttons and checkboxes.
 * axe-core in the browser tests checks rendered text, but not placeholders, disabled controls or text on
 * gradients; this checks those by their tokens.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync('src/app/styles/app.css', 'utf8');
const TOKENS = Object.fromEntries([...css.matchAll(/--mo-([a-z-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map(([, name, value]) => [name, value]));

type Rgb = [number, number, number];

function token(name: string): Rgb {
  const value = TOKENS[name];
  if (!value) throw new Error(`app.css has no --mo-${name} colour`);
  return [1, 3, 5].map((start) => Number.parseInt(value.slice(start, start + 2), 16)) as Rgb;
}

const WHITE: Rgb = [255, 255, 255];

/** WCAG 2.x relative luminance. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `fg` at `alpha` opacity over `bg`, as the browser composites it. */
function over(fg: Rgb, alpha: number, bg: Rgb): Rgb {
  return fg.map((channel, index) => alpha * channel + (1 - alpha) * (bg[index] as number)) as Rgb;
}

const SURFACES = ['surface', 'page', 'surface-muted'];
const TEXTS = ['text', 'text-soft', 'text-muted', 'placeholder', 'primary', 'primary-strong', 'accent', 'success', 'danger'];
/** Text drawn on a tint: the selected option, the soft buttons, the notices, the status tags. */
const ON_TINTS: [string, string][] = [
  ['primary', 'primary-soft'], ['primary-strong', 'primary-soft'], ['text-muted', 'primary-soft'],
  ['accent', 'accent-soft'], ['text-muted', 'accent-soft'],
  ['success', 'success-soft'], ['text-muted', 'success-soft'],
  ['danger', 'danger-bg'], ['text-muted', 'danger-bg'],
];
/** Fills with white text: buttons, badges, the coupon stub, the brand gradient's two ends. */
const FILLS = ['primary', 'primary-strong', 'accent', 'accent-strong', 'success', 'danger', 'text-muted'];

describe('the palette tokens of app.css', () => {
  it('are all read from the file', () => {
    expect(Object.keys(TOKENS)).toEqual(expect.arrayContaining([...SURFACES, ...TEXTS, ...FILLS, 'border-strong']));
  });

  for (const text of TEXTS) {
    for (const surface of SURFACES) {
      it(`--mo-${text} on --mo-${surface} has 4.5:1`, () => {
        expect(contrast(token(text), token(surface))).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  for (const [text, tint] of ON_TINTS) {
    it(`--mo-${text} on --mo-${tint} has 4.5:1`, () => {
      expect(contrast(token(text), token(tint))).toBeGreaterThanOrEqual(4.5);
    });
  }

  for (const fill of FILLS) {
    it(`white on --mo-${fill} has 4.5:1, and at the 0.8 opacity of secondary hero text too when it is a brand colour`, () => {
      expect(contrast(WHITE, token(fill))).toBeGreaterThanOrEqual(4.5);
      if (fill.startsWith('primary')) expect(contrast(over(WHITE, 0.8, token(fill)), token(fill))).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('draws the marks of radio buttons and checkboxes (--mo-border-strong) with 3:1 on the surfaces', () => {
    for (const surface of SURFACES) expect(contrast(token('border-strong'), token(surface))).toBeGreaterThanOrEqual(3);
  });
});
