import { magazineReaderMessages as text } from '@apogee/contracts/magazine-reader';
import { readerLaunchText } from '@apogee/contracts/magazine-reader-launch';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { tinyPdfUrl } from '@/lib/fixtures/tiny-pdf';
import { IssueReader } from './IssueReader';
import PdfReader from './PdfReader';
import type { OpeningDocument } from './pdf-document';

const title = 'Apogee — March 2026: Reusable Rockets';

/** An opener whose document never arrives (the reader stays on "Opening the issue…"). */
const neverOpens = (): OpeningDocument => ({
  promise: new Promise(() => {}),
  destroy: () => Promise.resolve(),
});

/** An opener answered as the site's /uploads proxy answers a file that is gone. */
const notFound = (): OpeningDocument => ({
  promise: Promise.reject(Object.assign(new Error('Missing PDF'), { status: 404 })),
  destroy: () => Promise.resolve(),
});

/** Bytes that are not a PDF: pdf.js refuses them. */
const notAPdfUrl = () =>
  URL.createObjectURL(new Blob([new TextEncoder().encode('<html>not a pdf</html>')]));

const meta = {
  title: 'Magazines/IssueReader',
  component: PdfReader,
  args: { url: '', title },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PdfReader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the issue page shows only the button; the reader's code loads on the click. */
export const Closed: Story = {
  render: () => <IssueReader pdfUrl={tinyPdfUrl(3, title)} title={title} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('button', { name: readerLaunchText.open })).toBeVisible();
    await expect(page.queryByRole('region')).toBeNull();
  },
};

/** Opening: the document is on its way. */
export const Loading: Story = {
  args: { url: '/uploads/issue.pdf', open: neverOpens },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      readerLaunchText.opening,
    );
  },
};

/** A document of three pages, opened with pdf.js: the first page drawn, thumbnails beside it. */
export const Loaded: Story = {
  render: (args) => <PdfReader {...args} url={tinyPdfUrl(3, title)} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await waitFor(
      () => expect(canvasElement.querySelector('canvas[data-drawn-page="1"]')).not.toBeNull(),
      { timeout: 10_000 },
    );
    const thumbnails = page.getByRole('list', { name: text.pages });
    await expect(within(thumbnails).getAllByRole('button')).toHaveLength(3);
    await userEvent.click(page.getByRole('button', { name: text.next }));
    await expect(page.getByText(text.page(2, 3), { selector: '[aria-live]' })).toBeVisible();
  },
};

/** The file is there but is not a PDF (or is damaged): an error, a retry and the download. */
export const LoadError: Story = {
  name: 'Error',
  render: (args) => <PdfReader {...args} url={notAPdfUrl()} />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await waitFor(() => expect(page.getByRole('alert')).toHaveTextContent(text.failed), {
      timeout: 10_000,
    });
    await expect(page.getByRole('button', { name: text.retry })).toBeVisible();
    await expect(page.getByRole('link', { name: text.download })).toBeVisible();
  },
};

/** The PDF is gone (the proxy answered 404). */
export const NotFound: Story = {
  args: { url: '/uploads/gone.pdf', open: notFound },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await waitFor(() => expect(page.getByRole('alert')).toHaveTextContent(text.missing));
    await expect(page.queryByRole('button', { name: text.retry })).toBeNull();
  },
};
