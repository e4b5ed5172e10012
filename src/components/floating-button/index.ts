export {
  FloatingButton,
  forgetFloatingPositions,
  type FloatingButtonProps,
} from './floating-button';
export {
  FLOATING_MARGIN_PX,
  FLOATING_TAP_MS,
  clampToViewport,
  isTap,
  snapToEdge,
  type Insets,
  type Point,
  type Size,
} from './floating-geometry';
