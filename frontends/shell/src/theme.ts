import type { ThemeConfig } from 'antd';

/**
 * The colours of text that antd draws lighter than the body text, darkened so that every
 * one reaches 4.5:1 (WCAG 1.4.3, RGAA 3.2) on white, on the page (#f6f7f4) and on the
 * footer (#eef1ec). theme.spec.ts measures them.
 */
const TEXT = {
  colorTextSecondary: 'rgba(0, 0, 0, 0.68)',
  // Descriptions, labels of lists, breadcrumbs, character counts, help under fields.
  colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
};

/**
 * Tags of a preset colour write their text in shade 7 of the colour on shade 1; these
 * shades are the lightest that reach 4.5:1 on shade 1 (red, blue, geekblue, purple and
 * magenta already do).
 */
const TAG_SHADE_7 = {
  green: '#237804',
  cyan: '#006d75',
  lime: '#3f6600',
  gold: '#874d00',
  yellow: '#876800',
  orange: '#ad4e00',
  volcano: '#ad2102',
};
// Both spellings: `green7` and the older `green-7` end in the same CSS variable (--ant-green-7).
const TAG_TEXT = Object.fromEntries(
  Object.entries(TAG_SHADE_7).flatMap(([color, shade]) => [
    [`${color}7`, shade],
    [`${color}-7`, shade],
  ]),
);

export const trocTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1f7a4d',
    colorLink: '#1a6a43',
    // antd lightens a button or a link under the pointer; these darken it, so white on green
    // (or red) and green on white stay at 4.5:1 in every state.
    colorPrimaryHover: '#17603c',
    colorPrimaryActive: '#14532d',
    colorLinkHover: '#14532d',
    colorLinkActive: '#14532d',
    // Darker red, green and orange than antd's: danger buttons, error, success and warning
    // messages read at 4.5:1 and more.
    colorError: '#c0282d',
    colorErrorHover: '#9f1f24',
    colorErrorActive: '#8a1a1f',
    colorSuccess: '#1f7a4d',
    colorWarning: '#8a5300',
    borderRadius: 6,
    fontFamily: "Marianne, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    // A focused field shows a ring that can be seen, not a faint halo.
    controlOutline: 'rgba(31, 122, 77, 0.35)',
    ...TEXT,
    ...TAG_TEXT,
  },
};
