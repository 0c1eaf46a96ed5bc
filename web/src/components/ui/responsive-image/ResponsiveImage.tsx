import type { CmsImage } from '@/lib/cms/media';

export interface ResponsiveImageProps {
  image: CmsImage;
  /** Which width the image takes in the layout, for the browser's pick from srcset. */
  sizes: string;
  className?: string;
  /** The largest image of the page loads first; the rest wait until they are near. */
  priority?: boolean;
}

export function ResponsiveImage({
  image,
  sizes,
  className,
  priority = false,
}: ResponsiveImageProps) {
  return (
    <img
      className={className}
      src={image.url}
      srcSet={image.srcSet ?? undefined}
      sizes={image.srcSet ? sizes : undefined}
      alt={image.alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
