import { lighten } from '@mui/system/colorManipulator';
import {
  FONT_FAMILY,
  LOGO,
  MAIN,
  MD,
  NAV,
  PAGE_HEADER,
  PALETTE,
  SEARCH_FIELD,
  SM,
  TOOLBAR_GAP,
} from '../lib/layout-sizes.ts';

/*
 * The app shell's CSS (landing-shell.ts), which the server writes inline in index.html's head. The layout's
 * own sizes and colours come from lib/layout-sizes.ts, which the layout and the page header draw
 * with; the rest are MUI's defaults for what the layout uses (AppBar at elevation 1, Toolbar, an edge="start"
 * IconButton, the h4 and button type scales), named here once. React's first render then puts the same bar
 * and heading in the same place (e2e/app-shell.spec.ts). Shown only with a stored session.
 */

/** MUI's light palette text colours. */
const TEXT = 'rgba(0,0,0,0.87)';
const TEXT_SECONDARY = 'rgba(0,0,0,0.6)';
/** MUI's elevation 1 (the AppBar's). */
const SHADOW_1 = '0 2px 1px -1px rgba(0,0,0,0.2),0 1px 1px 0 rgba(0,0,0,0.14),0 1px 3px 0 rgba(0,0,0,0.12)';
/** MUI's Toolbar: min-height 56 (48 on a landscape phone), 64 from `sm` (600 px) with 24 px gutters. */
const TOOLBAR = { minHeight: 56, landscape: 48, minHeightSm: 64, gutter: 16, gutterSm: 24, sm: 600 };
/** MUI's IconButton with edge="start": 40 px square, 8 px padding round a 24 px icon, pulled left 12 px. */
const MENU_BUTTON = { size: 40, padding: 8, icon: 24, edge: -12 };
/** MUI's type scale: the h4's and the button's line heights; the AppBar's z-index. */
const H4_LINE_HEIGHT = 1.235;
const BUTTON = { lineHeight: 1.75, fontWeight: 500 };
const APP_BAR_Z = 1100;
/** MUI's Breadcrumbs: the separator's margin either side. */
const CRUMB_SEPARATOR_MARGIN = 8;
/** MUI's Button (medium): 6 px padding round a 14 px label of line height 1.75. */
const BUTTON_HEIGHT = 36.5;
/**
 * MUI's small outlined text field with a start adornment (components/search-field.tsx): 40 px tall, 14 px
 * in, a 20 px icon 8 px before the text; the label shrunk to 12 px on the top border, in a notch; the
 * body1 text (16 px, letter spacing 0.00938em); the placeholder at 0.42 opacity; the border at 0.23.
 * MUI draws the border as an outline over its box; here it is the box's own border, hence the 1 px less.
 */
const SEARCH = {
  height: 40,
  inset: 14,
  icon: 20,
  iconGap: 8,
  label: 12,
  labelTop: -9,
  notch: [6, 4] as const,
};
const ICON_COLOUR = 'rgba(0,0,0,0.54)';
const BORDER = 'rgba(0,0,0,0.23)';
/** The current page's underline: the theme's secondary.light, as MUI derives it (tonal offset 0.2). */
const ACCENT = lighten(PALETTE.secondary, 0.2);

const media = (query: string, rules: string) => `@media (${query}){${rules}}`;
const fromMd = (rules: string) => media(`min-width:${MD}px`, rules);

/** The shell's CSS as one line. */
export const SHELL_CSS = [
  `body{margin:0;background:${PALETTE.background};font-family:${FONT_FAMILY}}`,
  `.app-shell{display:none;font-size:16px;line-height:1.5;color:${TEXT}}`,
  '.app-shell,.app-shell *{box-sizing:border-box}',
  '.has-session .app-shell{display:block}',
  `.shell-bar{position:sticky;top:0;z-index:${APP_BAR_Z};background:${PALETTE.primary};color:#fff;box-shadow:${SHADOW_1}}`,
  `.shell-toolbar{display:flex;align-items:center;gap:${TOOLBAR_GAP}px;min-height:${TOOLBAR.minHeight}px;padding:0 ${TOOLBAR.gutter}px}`,
  media('orientation:landscape', `.shell-toolbar{min-height:${TOOLBAR.landscape}px}`),
  media(
    `min-width:${TOOLBAR.sm}px`,
    `.shell-toolbar{min-height:${TOOLBAR.minHeightSm}px;padding:0 ${TOOLBAR.gutterSm}px}`,
  ),
  `.shell-menu{display:inline-flex;box-sizing:border-box;width:${MENU_BUTTON.size}px;height:${MENU_BUTTON.size}px;padding:${MENU_BUTTON.padding}px;margin-left:${MENU_BUTTON.edge}px}`,
  `.shell-menu svg{width:${MENU_BUTTON.icon}px;height:${MENU_BUTTON.icon}px;fill:currentColor}`,
  `.shell-logo{display:flex;align-items:center;gap:${LOGO.gap}px;color:inherit;text-decoration:none;font-weight:${LOGO.fontWeight};font-size:${LOGO.fontSize}px;white-space:nowrap}`,
  `.shell-logo img{width:${LOGO.image}px;height:${LOGO.image}px}`,
  `.shell-nav{display:none;flex-wrap:wrap;gap:${NAV.gap}px;padding:0 ${NAV.paddingX}px ${NAV.paddingBottom}px}`,
  `.shell-nav a{display:inline-flex;align-items:center;justify-content:center;min-width:${NAV.link.minWidth}px;padding:${NAV.link.paddingY}px ${NAV.link.paddingX}px;font-weight:${BUTTON.fontWeight};font-size:${NAV.link.fontSize}px;line-height:${BUTTON.lineHeight};color:inherit;text-decoration:none;opacity:${NAV.link.opacity};border-bottom:${NAV.link.underline}px solid transparent}`,
  `.shell-nav a.active{opacity:1;font-weight:700;border-bottom-color:${ACCENT}}`,
  fromMd('.shell-menu{display:none}.shell-nav{display:flex}'),
  `.shell-main{display:block;max-width:${MAIN.maxWidth}px;margin:0 auto;padding:${MAIN.padding}px}`,
  fromMd(`.shell-main{padding:${MAIN.paddingMd}px}`),
  `.shell-page-header{margin-bottom:${PAGE_HEADER.marginBottom}px}`,
  `.shell-crumbs ol{display:flex;flex-wrap:wrap;align-items:center;margin:0 0 ${PAGE_HEADER.crumbsMarginBottom}px;padding:0;list-style:none;color:${TEXT_SECONDARY}}`,
  '.shell-crumbs a{color:inherit;text-decoration:none}',
  `.shell-crumb-separator{display:flex;margin:0 ${CRUMB_SEPARATOR_MARGIN}px}`,
  `.shell-crumb-here{color:${TEXT}}`,
  `.shell-page-header h1{margin:0;font-weight:${PAGE_HEADER.heading.fontWeight};font-size:${PAGE_HEADER.heading.fontSize}px;line-height:${H4_LINE_HEIGHT}}`,
  fromMd(`.shell-page-header h1{font-size:${PAGE_HEADER.heading.fontSizeMd}px}`),
  `.shell-heading-row{display:flex;align-items:center;flex-wrap:wrap;gap:${PAGE_HEADER.actionsGap}px}`,
  '.shell-heading-row h1{flex:1}',
  `.shell-actions{flex-basis:100%;height:${BUTTON_HEIGHT}px}`,
  media(`min-width:${SM}px`, '.shell-actions{flex-basis:auto}'),
  `.shell-search{position:relative;display:flex;align-items:center;height:${SEARCH.height}px;padding-left:${SEARCH.inset - 1}px;border:1px solid ${BORDER};border-radius:4px}`,
  fromMd(`.shell-search{max-width:${SEARCH_FIELD.maxWidth}px}`),
  `.shell-search-label{position:absolute;left:${SEARCH.inset - 1 - SEARCH.notch[0]}px;top:${SEARCH.labelTop - 1}px;padding:0 ${SEARCH.notch[1]}px 0 ${SEARCH.notch[0]}px;font-size:${SEARCH.label}px;line-height:1.4375;color:${TEXT_SECONDARY};background:${PALETTE.background}}`,
  `.shell-search svg{flex:none;width:${SEARCH.icon}px;height:${SEARCH.icon}px;margin-right:${SEARCH.iconGap}px;fill:${ICON_COLOUR}}`,
  `.shell-search-placeholder{font-size:16px;letter-spacing:0.00938em;line-height:1.4375;color:${TEXT};opacity:0.42;white-space:nowrap;overflow:hidden}`,
].join('');
