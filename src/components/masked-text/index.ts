export { MaskedText, type MaskedTextKind, type MaskedTextProps } from './masked-text';
