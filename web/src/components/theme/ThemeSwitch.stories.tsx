import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { chooseTheme } from './theme';
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

export const ChoosingDark: Story = {
  globals: { theme: 'day' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Theme');
    await waitFor(() => expect(select).toHaveValue('system'));
    await userEvent.selectOptions(select, 'Dark');
    await expect(document.documentElement).toHaveAttribute('data-theme', 'night');
    await expect(window.localStorage.getItem('theme-choice')).toBe('night');
    // Back to following the system, so that other stories start as the toolbar says.
    chooseTheme('system');
    document.documentElement.setAttribute('data-theme', 'day');
  },
};
