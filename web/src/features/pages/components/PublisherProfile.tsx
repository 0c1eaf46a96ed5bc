import { BlocksContent } from '@/components/content/BlocksContent';
import { ResponsiveImage } from '@/components/ui/responsive-image/ResponsiveImage';
import type { Publisher } from '../api/publisher.functions';

/** /user-profile: the publisher's name, picture, bio and a contact link. */
export function PublisherProfile({ publisher }: { publisher: Publisher }) {
  return (
    <article className="publisher" aria-labelledby="publisher-name">
      {publisher.picture ? (
        <ResponsiveImage
          image={publisher.picture}
          sizes="240px"
          className="publisher__picture"
          priority
        />
      ) : null}
      <div>
        <h1 id="publisher-name" className="page-title">
          {publisher.name}
        </h1>
        <BlocksContent blocks={publisher.bio} />
        {publisher.contactEmail ? (
          <p>
            <a href={`mailto:${publisher.contactEmail}`}>Contact: {publisher.contactEmail}</a>
          </p>
        ) : null}
      </div>
    </article>
  );
}
