export { CONTACT_ROW_CALL, ContactRow, type ContactRowProps } from './contact-row';
