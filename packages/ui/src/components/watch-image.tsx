import { imageSrcSet, publicImageUrl } from '@caliber/contracts';
import { useImageHost } from '../images/image-host';
import { ImageFrame } from './image-frame';

export interface WatchImageProps {
  /**
   * Image URL; an upload (`/uploads/<name>`, or at the image host) gets a `srcset` of its compressed copies, all
   * named at the image host when there is one. Empty shows `placeholder`.
   */
  src?: string | null;
  alt: string;
  /** Text shown when there is no image, e.g. 'No Image Available'. */
  placeholder?: string;
  /** CSS aspect-ratio of the frame, default '4 / 5'. */
  ratio?: string;
  /** Rendered width hint for the browser's srcset choice, e.g. '(min-width: 1024px) 33vw, 100vw'. */
  sizes?: string;
  /** Above the fold: load eagerly with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
}

/** A watch photo in an ImageFrame, with intrinsic width and height so nothing shifts while it loads. */
export function WatchImage({ src, alt, placeholder = 'No Image Available', ratio = '4 / 5', sizes = '100vw', priority, className }: WatchImageProps) {
  const [ratioWidth, ratioHeight] = ratio.split('/').map((part) => Number(part.trim()));
  const imageHost = useImageHost();
  const srcSet = src ? imageSrcSet(src, imageHost) : undefined;
  return (
    <ImageFrame ratio={ratio} className={className}>
      {src ? (
        <img
          src={publicImageUrl(src, imageHost)}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={alt}
          width={ratioWidth * 200}
          height={ratioHeight * 200}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
        />
      ) : (
        <span>{placeholder}</span>
      )}
    </ImageFrame>
  );
}
