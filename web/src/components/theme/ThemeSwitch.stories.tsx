import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { chooseTheme } from './theme';
import { THEME_SCRIPT } from './theme-script';
import { ThemeSwitch } from './ThemeSwitch';

/**
 * The header's theme switch in each theme (the icon follows the theme on <html>: a sun by day,
 * a moon by night), as in the phone menu, and a reader choosing Dark.
 */
const meta = {
  title: 'Theme/ThemeSwitch',
  component: ThemeSwitch,
  // Each story starts with no stored choice: the switch shows "Follow the system".
  beforeEach: () => {
    window.localStorage.removeItem('theme-choice');
  },
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Day: Story = { globals: { theme: 'day' } };

export const Night: Story = { globals: { theme: 'night' } };

/** As in the phone menu: "Theme" and the select in view. */
export const InTheMenu: Story = { args: { look: 'labelled' }, globals: { theme: 'day' } };

export const InTheMenuAtNight: Story = { args: { look: 'labelled' }, globals: { theme: 'night' } };

/** The switch has no code of its own: the site's head script, run here, takes its changes. */
export const ChoosingDark: Story = {
  globals: { theme: 'day' },
  play: async ({ canvasElement }) => {
    if (!('__applyTheme' in window)) {
      const script = document.createElement('script');
      script.textContent = THEME_SCRIPT;
      document.head.append(script);
    }
    const select = within(canvasElement).getByLabelText('Theme');
    await expect(select).toHaveValue('system');
    await userEvent.selectOptions(select, 'Dark');
    await expect(document.documentElement).toHaveAttribute('data-theme', 'night');
    await expect(window.localStorage.getItem('theme-choice')).toBe('night');
    // Back to following the system, so that other stories start as the toolbar says.
    chooseTheme('system');
    document.documentElement.setAttribute('data-theme', 'day');
  },
};
