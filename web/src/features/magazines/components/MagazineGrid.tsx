import { Link } from '@tanstack/react-router';
import { ResponsiveImage } from '@/components/ui/responsive-image/ResponsiveImage';
import type { MagazineCover } from '../api/magazines.functions';

/** Magazine covers with their titles, each linking to the issue. */
export function MagazineGrid({ magazines }: { magazines: MagazineCover[] }) {
  return (
    <ul className="card-grid magazine-grid">
      {magazines.map((magazine, index) => (
        <li key={magazine.id}>
          <Link
            to="/publications/$magazineSlug"
            params={{ magazineSlug: magazine.slug }}
            className="magazine-card"
          >
            {magazine.cover ? (
              <ResponsiveImage
                image={magazine.cover}
                sizes="(min-width: 1024px) 190px, (min-width: 600px) 33vw, 50vw"
                className="magazine-card__cover"
                // The first cover is the page's largest paint: fetched first, not lazily.
                priority={index === 0}
              />
            ) : (
              <span className="magazine-card__cover magazine-card__cover--empty" />
            )}
            <span className="magazine-card__title">{magazine.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
