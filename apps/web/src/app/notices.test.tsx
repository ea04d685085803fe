import { act, render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import { ThemeProvider } from '@mui/material';
import { afterEach, describe, expect, it } from 'vitest';
import { closeSnackbar } from 'notistack';
import { theme } from './theme.ts';
import { NoticesProvider } from '../lib/notices-provider.tsx';
import { dismissNotice, notify } from '../lib/notify.ts';

const channel = (v: number) => {
  const s = v / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = (rgb: string) => {
  const [r, g, b] = rgb.match(/\d+/g)!.map(Number) as [number, number, number];
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
};

afterEach(() => act(() => closeSnackbar()));

describe('NoticesProvider', () => {
  it.each(['default', 'info', 'success', 'warning', 'error'] as const)(
    'gives %s notices text at 4.5:1 or more',
    async (variant) => {
      render(
        <ThemeProvider theme={theme}>
          <NoticesProvider>
            <p>page</p>
          </NoticesProvider>
        </ThemeProvider>,
      );
      act(() => notify(`Session restored (${variant})`, variant));
      const message = await screen.findByText(`Session restored (${variant})`);
      const box = message.closest('.notistack-MuiContent')!;
      const style = getComputedStyle(box);
      expect(style.backgroundColor).toMatch(/^rgb/);
      expect(contrast(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("takes a topic's notice off the screen when dismissed (a sign-in error once signed in)", async () => {
    render(
      <ThemeProvider theme={theme}>
        <NoticesProvider>
          <p>page</p>
        </NoticesProvider>
      </ThemeProvider>,
    );
    act(() => notify('Login failed', 'error', 6000, { topic: 'sign-in' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    act(() => dismissNotice('sign-in'));
    await waitForElementToBeRemoved(() => screen.queryByText('Login failed'));
  });

  it('shows the same text once, and at most two notices at a time', async () => {
    render(
      <ThemeProvider theme={theme}>
        <NoticesProvider>
          <p>page</p>
        </NoticesProvider>
      </ThemeProvider>,
    );
    act(() => {
      notify('Saved');
      notify('Saved');
      notify('Second');
      notify('Third');
    });
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.getAllByText('Saved')).toHaveLength(1);
    expect(screen.queryByText('Third')).not.toBeInTheDocument();
  });
});
