export {
  failedReadProps,
  LoadEmpty,
  LoadFailed,
  Loading,
  type FailedRead,
  type LoadEmptyProps,
  type LoadFailedProps,
  type LoadingProps,
} from './load-state';
export { loadStateMessages } from './messages';
