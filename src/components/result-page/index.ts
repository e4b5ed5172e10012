export { ResultPage, type ResultPageProps, type ResultStatus } from './result-page';
