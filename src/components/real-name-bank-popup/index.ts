export { realNameBankMessages } from './messages';
export { RealNameBankPopup, type RealNameBankPopupProps } from './real-name-bank-popup';
