import type { Meta, StoryObj } from '@storybook/react-vite';
import CookieSettingsPanel from './CookieSettingsPanel';
import { CookieConsent } from './CookieConsent';

const meta = {
  title: 'Engagement/CookieConsent',
  component: CookieConsent,
  args: { initiallyOpen: true },
} satisfies Meta<typeof CookieConsent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Banner: Story = {};
/** On a phone: compact, its three buttons in one row. */
export const BannerPhone: Story = { globals: { viewport: { value: 'mobile1' } } };

export const SettingsPanel: StoryObj<typeof CookieSettingsPanel> = {
  render: () => <CookieSettingsPanel onClose={() => {}} onSaved={() => {}} />,
};

export const SettingsWithChoices: StoryObj<typeof CookieSettingsPanel> = {
  render: () => (
    <CookieSettingsPanel
      onClose={() => {}}
      onSaved={() => {}}
      initialPreferences={{
        essential: true,
        performance: true,
        functionality: false,
        targeting: false,
      }}
    />
  ),
};
