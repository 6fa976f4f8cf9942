import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { image, thumbnail } from './Thumbnail.css';

export interface ThumbnailProps {
  /** The picture's address; null or one that fails to load shows a neutral placeholder. */
  src: string | null | undefined;
  /** Empty by default: beside a row's title the picture adds nothing to read. */
  alt?: string;
}

/** A small square picture (a brand's logo, a product's first image) of a fixed size, so rows never jump as it loads. */
export function Thumbnail({ src, alt = '' }: ThumbnailProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && failed !== src ? src : null;
  return (
    <span className={thumbnail}>
      {shown ? (
        // Lazy: setting `src` on an eager image starts its request inside React's commit, which on a list of 25 rows
        // was the largest part of the long task that shows them (issue 17); lazily, the browser fetches after layout.
        <img className={image} src={shown} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(shown)} />
      ) : (
        <ImageOff size={16} aria-hidden="true" />
      )}
    </span>
  );
}
