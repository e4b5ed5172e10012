export { SourceCard, type SourceCardProps } from './source-card';
export {
  placeText,
  quantityText,
  shortTime,
  SOURCE_CARD_HEIGHT,
  sourceCardMessages,
} from './source-text';
