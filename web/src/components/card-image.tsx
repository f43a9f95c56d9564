import { cardImageSources } from '@studio/domain';
import { type CSSProperties, useState } from 'react';

interface CardImageProps {
  src: string;
  alt: string;
  /** The card's box in CSS pixels, known before the image arrives (no layout shift). */
  width: number;
  height: number;
  style?: CSSProperties;
}

/**
 * A card's picture: the card-sized WebP copies the function makeCardImages writes for uploaded
 * images (domain card-images.ts), the browser picking the width its screen needs; the original
 * for any other address, and as the fallback while the copies do not exist yet (just uploaded,
 * or uploaded before the copies were made). Off-screen cards wait (lazy).
 */
export function CardImage({ src, alt, width, height, style }: CardImageProps) {
  const [copiesMissing, setCopiesMissing] = useState(false);
  const copies = copiesMissing ? null : cardImageSources(src);
  return (
    <img
      src={src}
      srcSet={copies?.map((copy) => `${copy.url} ${copy.width}w`).join(', ')}
      // One column on a phone, otherwise a card of about 400 px (components/layout.tsx's grid).
      sizes={copies ? '(max-width: 560px) 100vw, 400px' : undefined}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      style={style}
      onError={copies ? () => setCopiesMissing(true) : undefined}
    />
  );
}
