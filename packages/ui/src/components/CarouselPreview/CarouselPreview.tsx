import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../Button/Button';
import * as styles from './CarouselPreview.css';

export interface PreviewSlide {
  id: string;
  imageUrl: string | null;
  /** Read out for the slide and shown under it. */
  title: string;
  caption?: string;
}

export interface CarouselPreviewProps {
  label: string;
  slides: PreviewSlide[];
  /** `banner`: one wide slide at a time; `strip`: product cards side by side. */
  kind?: 'banner' | 'strip';
}

/** How a carousel will look on the site, updated as the form changes; step through banners with the arrows. */
export function CarouselPreview({ label, slides, kind = 'banner' }: CarouselPreviewProps) {
  const [index, setIndex] = useState(0);
  if (!slides.length) {
    return (
      <section className={styles.frame} aria-label={label}>
        <p className={styles.empty}>Nothing to preview yet.</p>
      </section>
    );
  }
  if (kind === 'strip') {
    return (
      <section className={styles.frame} aria-label={label}>
        <ol className={styles.strip}>
          {slides.map((slide) => (
            <li key={slide.id} className={styles.card}>
              <Picture slide={slide} className={styles.cardImage} />
              <span className={styles.cardTitle}>{slide.title}</span>
              {slide.caption ? <span className={styles.caption}>{slide.caption}</span> : null}
            </li>
          ))}
        </ol>
      </section>
    );
  }
  const current = Math.min(index, slides.length - 1);
  const slide = slides[current]!;
  return (
    <section className={styles.frame} aria-label={label} aria-roledescription="carousel">
      <div className={styles.banner} aria-live="polite">
        <Picture slide={slide} className={styles.bannerImage} />
      </div>
      <div className={styles.controls}>
        <Button
          variant="ghost"
          size="sm"
          icon={<ChevronLeft size={16} />}
          aria-label="Previous slide"
          isDisabled={current === 0}
          onPress={() => setIndex(current - 1)}
        />
        <span className={styles.caption}>
          {current + 1} / {slides.length} · {slide.title}
          {slide.caption ? ` → ${slide.caption}` : ''}
        </span>
        <Button
          variant="ghost"
          size="sm"
          icon={<ChevronRight size={16} />}
          aria-label="Next slide"
          isDisabled={current === slides.length - 1}
          onPress={() => setIndex(current + 1)}
        />
      </div>
    </section>
  );
}

function Picture({ slide, className }: { slide: PreviewSlide; className: string }) {
  if (!slide.imageUrl) {
    return (
      <div className={`${className} ${styles.missing}`} role="img" aria-label={`${slide.title} (no image)`}>
        <ImageOff size={24} aria-hidden="true" />
      </div>
    );
  }
  return <img className={className} src={slide.imageUrl} alt={slide.title} />;
}
