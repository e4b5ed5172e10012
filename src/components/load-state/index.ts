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
export {
  ReadProblem,
  readProblemProps,
  type ReadProblemProps,
  type ReadProblemWords,
} from './read-problem';
export { readProblemKind, type ReadProblemKind } from './read-problem-kind';
export { WaybillProblem, type WaybillProblemProps } from './waybill-problem';
