export { MoneyText, type MoneyTextProps, type MoneyTextSize } from './money-text';
