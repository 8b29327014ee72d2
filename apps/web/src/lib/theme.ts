/**
 * The app's look in one place: Ant Design's theme tokens and the colour of every status tag.
 *
 * Every text colour meets WCAG 2.1 AA (4.5:1) on the background it is shown on; the accessibility
 * browser test (e2e/tests/accessibility.spec.ts) checks it with axe on every screen. Ant Design's defaults
 * fall short (links #1677ff on white 4.1:1, success tags 2.2:1, warning 1.8:1, error 3.0:1, placeholders
 * 1.8:1, breadcrumb and secondary text 3.3:1), so the same hues are used in darker shades; tag backgrounds
 * and borders keep Ant Design's light tints (they are given here, as Ant Design would otherwise derive them
 * from the darker seed and turn them grey). Contrast figures below: text on its usual background.
 */
import type { ThemeConfig } from 'antd';

/** The theme; its CSS variables are defined on the elements of this class. */
export const themeClass = 'portal-theme';

/** The brand blue: 6.1:1 on white, 5.6:1 on the layout grey, 5.7:1 on its own tint (processing tags). */
const primary = '#1f5fbf';

export const appTheme: ThemeConfig = {
  cssVar: { key: themeClass },
  token: {
    colorPrimary: primary,
    // Links, link buttons and "processing" tags take the info colour, #1677ff by default.
    colorInfo: primary,
    colorLink: primary,

    // Green 8 on green 1: 5.4:1.
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    // A darker amber on gold 1: 5.0:1.
    colorWarning: '#946200',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    // Red 7 on its tint: 5.1:1 (on white 5.6:1: form errors, danger buttons).
    colorError: '#cf1322',
    colorErrorBg: '#fff2f0',
    colorErrorBorder: '#ffccc7',

    // Secondary text, breadcrumb, description labels, empty states: 5.3:1 on the layout grey.
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    // Placeholders of inputs and selects: 5.1:1 on white (disabled controls keep their lighter grey).
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.57)',

    // Preset tag hues write their text in shade 7 on shade 1; these four need a darker shade 7. Both
    // spellings share one CSS variable, so both are set (the legacy one would otherwise win).
    green7: '#237804',
    'green-7': '#237804',
    gold7: '#946200',
    'gold-7': '#946200',
    orange7: '#ad4e00',
    'orange-7': '#ad4e00',
    cyan7: '#006d75',
    'cyan-7': '#006d75',

    borderRadius: 4,
  },
};

/**
 * What a status means for its colour. Every status tag picks a tone; the tone's colour lives only here.
 * neutral: drafts, closed or disabled records; info: new, in effect; processing: waiting on someone's
 * work; pending: handed to someone; progress and transit: later steps of a flow; success: approved, won,
 * active, published; warning: withdrawn; attention: not in effect, a conflict to look at; error: rejected,
 * cancelled, a conflict that blocks.
 */
export type StatusTone =
  | 'neutral'
  | 'info'
  | 'processing'
  | 'pending'
  | 'progress'
  | 'transit'
  | 'success'
  | 'warning'
  | 'attention'
  | 'error';

const toneTagColors: Record<StatusTone, string | undefined> = {
  neutral: undefined,
  info: 'blue',
  processing: 'processing',
  pending: 'gold',
  progress: 'cyan',
  transit: 'geekblue',
  success: 'success',
  warning: 'warning',
  attention: 'orange',
  error: 'error',
};

/** The `color` of an Ant Design Tag showing a status of this tone. */
export function toneColor(tone: StatusTone): string | undefined {
  return toneTagColors[tone];
}

/**
 * The theme for a reader who asked the system to reduce motion: no opening, closing or sliding
 * animations at all (Ant Design's own styles only stop some of them). Menus, lists and dialogs then
 * appear where they end up, and a click never lands on a menu still moving into place.
 */
export const reducedMotionTheme: ThemeConfig = { ...appTheme, token: { ...appTheme.token, motion: false } };
