export { List, type ListHandle, type ListProps } from './list';
export { ListEmpty, ListError, ListFooter, ListLoading, type ListFooterState } from './list-status';
export { ListEmptyImage, ListErrorImage } from './list-images';
export { listMessages } from './messages';
export { Refreshable } from './refreshable';
export { type ListLoader } from './use-list-loader';
export {
  lastVisibleIndex,
  useListVirtualizer,
  VirtualRows,
  type ListRowOptions,
  type VirtualRowsProps,
} from './virtual-rows';
export { default as listStyles } from './list.module.css';
