import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Layout/SiteFooter',
  component: SiteFooter,
  args: {
    siteName: 'Apogee',
    description: 'Apogee is an independent publication about flight, in the air and beyond.',
    operatingCompany: 'Apogee Media Ltd',
    socialLinks: {
      facebook: 'https://www.facebook.com/',
      linkedin: 'https://www.linkedin.com/',
      instagram: 'https://www.instagram.com/',
    },
    year: 2026,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutNewsletter: Story = {};
export const WithNewsletterSlot: Story = {
  args: { newsletter: <p style={{ opacity: 0.7 }}>The newsletter form goes here.</p> },
};
