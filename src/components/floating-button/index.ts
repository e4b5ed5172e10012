export { FloatingButton, type FloatingButtonProps } from './floating-button';
export { FLOATING_SETTLE_EVENT, forgetFloatingPositions } from './use-floating-placement';
export {
  FLOATING_CLEARANCE_PX,
  FLOATING_MARGIN_PX,
  FLOATING_TAP_MS,
  FLOATING_TUCKED_PX,
  choosePlacement,
  clampToViewport,
  intersection,
  intersects,
  isTap,
  rectAt,
  snapToEdge,
  type Insets,
  type Placement,
  type Point,
  type Rect,
  type Size,
} from './floating-geometry';
export { findBars, findObstacles, findTargets, isModalOpen, type Target } from './floating-scan';
