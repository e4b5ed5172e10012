export { LIST_PAGE_SIZE, PagedList, type PagedListHandle, type PagedListProps } from './paged-list';
export { type PageLoader, type PageRequest, type PageResult } from './use-paged-loader';
