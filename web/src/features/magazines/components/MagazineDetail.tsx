import { readerLaunchText } from '@apogee/contracts/magazine-reader-launch';
import { Link } from '@tanstack/react-router';
import { BlocksContent } from '@/components/content/BlocksContent';
import { ResponsiveImage } from '@/components/ui/responsive-image/ResponsiveImage';
import { useNearViewport } from '@/lib/dom/use-near-viewport';
import type { Magazine } from '../api/magazine-by-slug.functions';
import { IssueReader } from './reader/IssueReader';

/** The reader's frame is 800 px high on the page, as the old site's was (full screen beyond). */
export const READER_FRAME_HEIGHT = 800;

/**
 * How close the reader frame comes to the screen before it loads. The frame is another site's
 * page with its own scripts; on a phone it sits below the fold, and loaded with the page
 * (`loading="lazy"` still loads a frame within a few screens) it ran on the main thread during
 * the page's start-up (docs/performance.md, "Start-up and hydration").
 */
const READER_FRAME_MARGIN = '300px';

export function MagazineDetail({ magazine }: { magazine: Magazine }) {
  const [readerFrame, readerNear] = useNearViewport<HTMLIFrameElement>(READER_FRAME_MARGIN);
  const cover = magazine.cover ? (
    <ResponsiveImage
      image={magazine.cover}
      sizes="(min-width: 1024px) 360px, 80vw"
      className="magazine-detail__cover"
      priority
    />
  ) : null;
  return (
    <article className="magazine-detail" aria-labelledby="magazine-title">
      <div className="magazine-detail__head">
        <div className="magazine-detail__buy">
          {magazine.purchaseUrl ? (
            <a href={magazine.purchaseUrl} target="_blank" rel="noopener noreferrer">
              {cover}
              <span>Want to buy? Click here</span>
            </a>
          ) : (
            cover
          )}
        </div>
        <div>
          <h1 id="magazine-title" className="page-title">
            {magazine.title}
          </h1>
          <BlocksContent blocks={magazine.description} />
          {magazine.tags.length > 0 ? (
            <ul className="tag-list" aria-label="Tags">
              {magazine.tags.map((tag) => (
                <li key={tag.slug}>
                  <Link to="/search" search={{ discover: tag.name }}>
                    {tag.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      {magazine.pdfUrl ? (
        <div className="magazine-detail__read">
          <IssueReader pdfUrl={magazine.pdfUrl} title={magazine.title} />
          {magazine.readerUrl ? (
            <a href={magazine.readerUrl} target="_blank" rel="noopener noreferrer">
              {readerLaunchText.externalReader}
            </a>
          ) : null}
        </div>
      ) : magazine.readerUrl ? (
        // No PDF: the online reader the editors set, on a host they allowed (the CMS checks the
        // link, the Content-Security-Policy's frame-src admits only those hosts).
        <iframe
          ref={readerFrame}
          className="magazine-detail__reader"
          src={readerNear ? magazine.readerUrl : undefined}
          title={`Read ${magazine.title} online`}
          height={READER_FRAME_HEIGHT}
          loading="lazy"
          allowFullScreen
        />
      ) : null}
    </article>
  );
}
