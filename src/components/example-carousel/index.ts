export {
  CAROUSEL_AUTOPLAY_MS,
  ExampleCarousel,
  type ExampleCarouselProps,
  type ExampleImage,
} from './example-carousel';
