export {
  ICON_GRID_COMING_SOON,
  IconGrid,
  type IconGridEntry,
  type IconGridProps,
} from './icon-grid';
