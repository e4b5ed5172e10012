export { plateKeyboardMessages } from './messages';
export { PlateKeyboard, type PlateKeyboardProps } from './plate-keyboard';
