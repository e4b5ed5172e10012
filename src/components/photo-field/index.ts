export { exampleImage, type ExampleKind } from './examples';
export { photoFieldMessages } from './messages';
export {
  PhotoField,
  type PhotoExample,
  type PhotoFieldProps,
  type PhotoUploaderOptions,
  type RecognizeState,
} from './photo-field';
