/**
 * The 标准 / 司机 toolbar switch. The attribute goes on <html> (not the story root) because Toast,
 * Dialog and Popup render into document.body, outside the story, and must follow the theme too.
 * The app opts in the same way (src/styles/driver-theme.css).
 */
import type { Decorator } from '@storybook/react-vite';

export const THEMES = { standard: '标准', driver: '司机' } as const;
export type ThemeName = keyof typeof THEMES;

export const themeGlobalType = {
  description: '界面主题：标准，或司机（大字号、高对比、≥ 44 px 触控区）',
  toolbar: {
    title: '主题',
    icon: 'contrast',
    items: Object.entries(THEMES).map(([value, title]) => ({ value, title })),
    dynamicTitle: true,
  },
};

export function applyTheme(theme: ThemeName, root: HTMLElement = document.documentElement): void {
  if (theme === 'driver') root.dataset.theme = 'driver';
  else delete root.dataset.theme;
}

/** Set during render, not in an effect, so the first paint (and its screenshot) is already themed. */
export const withTheme: Decorator = (Story, { globals }) => {
  applyTheme(globals.theme === 'driver' ? 'driver' : 'standard');
  return <Story />;
};
