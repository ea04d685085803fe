import { describe, expect, it } from 'vitest';
import { theme } from '../app/theme.ts';
import { MAIN, MD, PAGE_HEADER } from '../lib/layout-sizes.ts';
import { SHELL_CSS } from './landing-shell-style.ts';

const rulesFor = (selector: string) =>
  [...SHELL_CSS.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .filter(([, selectors]) => selectors!.split(',').includes(selector))
    .map(([, , body]) => body);

describe("the app shell's CSS, written from the layout's sizes", () => {
  it('is balanced CSS on one line', () => {
    expect(SHELL_CSS).not.toMatch(/\n/);
    expect(SHELL_CSS.split('{').length).toBe(SHELL_CSS.split('}').length);
  });

  it("switches to the desktop bar at the theme's md breakpoint, as the layout does", () => {
    expect(theme.breakpoints.values.md).toBe(MD);
    expect(SHELL_CSS).toContain(
      `@media (min-width:${MD}px){.shell-menu{display:none}.shell-nav{display:flex}}`,
    );
  });

  it("draws the page's frame and heading at the sizes the layout and the page header use", () => {
    expect(rulesFor('.shell-main')[0]).toContain(`max-width:${MAIN.maxWidth}px`);
    expect(rulesFor('.shell-main')[0]).toContain(`padding:${MAIN.padding}px`);
    expect(rulesFor('.shell-page-header h1')).toEqual([
      expect.stringContaining(`font-size:${PAGE_HEADER.heading.fontSize}px`),
      `font-size:${PAGE_HEADER.heading.fontSizeMd}px`,
    ]);
  });

  it("underlines the current page in the theme's secondary.light, as the bar does", () => {
    expect(rulesFor('.shell-nav a.active')[0]).toContain(
      `border-bottom-color:${theme.palette.secondary.light}`,
    );
  });
});
