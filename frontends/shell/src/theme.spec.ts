import { theme } from 'antd';
import { trocTheme } from './theme';

type Rgba = [number, number, number, number];

function parse(color: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex) {
    const n = parseInt(hex[1]!, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const rgba = /^rgba?\(([^)]+)\)$/.exec(color);
  if (!rgba) throw new Error(`couleur illisible : ${color}`);
  const [r, g, b, a = 1] = rgba[1]!.split(',').map(Number);
  return [r!, g!, b!, a];
}

/** The colour as seen over an opaque background. */
function over(color: string, background: string): Rgba {
  const [r, g, b, a] = parse(color);
  const [br, bg, bb] = parse(background);
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(text: string, background: string): number {
  const [a, b] = [luminance(over(text, background)), luminance(parse(background))].sort((x, y) => y - x);
  return (a! + 0.05) / (b! + 0.05);
}

const token = theme.getDesignToken(trocTheme) as unknown as Record<string, string>;
/** White cards, the page and the footer. */
const BACKGROUNDS = ['#ffffff', '#f6f7f4', '#eef1ec'];

describe('theme colours (WCAG 1.4.3: 4.5:1 for text)', () => {
  it.each([
    'colorText',
    'colorTextSecondary',
    'colorTextTertiary',
    'colorTextDescription',
    'colorTextPlaceholder',
    'colorTextLabel',
    'colorLink',
    'colorLinkHover',
    'colorLinkActive',
    'colorPrimary',
    'colorError',
    'colorErrorText',
    'colorSuccess',
    'colorSuccessText',
    'colorWarning',
    'colorWarningText',
  ])('%s reads on white, on the page and on the footer', (name) => {
    for (const background of BACKGROUNDS) expect(contrast(token[name]!, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    'colorPrimary',
    'colorPrimaryHover',
    'colorPrimaryActive',
    'colorError',
    'colorErrorHover',
    'colorErrorActive',
  ])('white text reads on %s (buttons, at rest, under the pointer, pressed)', (name) => {
    expect(contrast('#ffffff', token[name]!)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    'blue',
    'purple',
    'cyan',
    'green',
    'magenta',
    'pink',
    'red',
    'orange',
    'yellow',
    'volcano',
    'geekblue',
    'lime',
    'gold',
  ])('a %s tag writes its text at 4.5:1 on its background', (color) => {
    expect(contrast(token[`${color}7`]!, token[`${color}1`]!)).toBeGreaterThanOrEqual(4.5);
  });
});
