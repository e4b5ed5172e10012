import { Swiper } from 'antd-mobile';
import styles from './example-carousel.module.css';

/** §9: the carousel turns every 3 s. */
export const CAROUSEL_AUTOPLAY_MS = 3000;

export interface ExampleImage {
  src: string;
  /** Shown under the image and read as its description. */
  caption: string;
  /** Defaults to the caption. */
  alt?: string;
}

export interface ExampleCarouselProps {
  /** What a good photo looks like (e.g. a licence shot straight, in daylight). */
  images: readonly ExampleImage[];
  /** Accessible name of the carousel region. Default 示例图片. */
  label?: string;
  /** Default 3000 ms; 0 stops autoplay. */
  autoplayInterval?: number;
  /** Image height in px. Default 180. */
  height?: number;
  onIndexChange?: (index: number) => void;
  className?: string;
}

/** §2.7: example images with captions, turning every 3 s in a loop, with page dots. */
export function ExampleCarousel({
  images,
  label = '示例图片',
  autoplayInterval = CAROUSEL_AUTOPLAY_MS,
  height = 180,
  onIndexChange,
  className,
}: ExampleCarouselProps) {
  if (images.length === 0) return null;
  const several = images.length > 1;
  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-label={label}
      aria-roledescription="carousel"
    >
      <Swiper
        autoplay={several && autoplayInterval > 0}
        autoplayInterval={autoplayInterval}
        loop={several}
        indicator={several ? undefined : false}
        onIndexChange={(index) => onIndexChange?.(index)}
        style={{ '--border-radius': '12px' }}
      >
        {images.map((image, index) => (
          <Swiper.Item key={`${image.src}-${index}`}>
            <figure
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${images.length}`}
            >
              <img
                className={styles.image}
                src={image.src}
                alt={image.alt ?? image.caption}
                style={{ height }}
                draggable={false}
              />
              <figcaption className={styles.caption}>{image.caption}</figcaption>
            </figure>
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
