export { MenuList, type MenuListProps } from './menu-list';
export { menuListMessages } from './messages';
export type { MenuGroup, MenuItem } from './types';
