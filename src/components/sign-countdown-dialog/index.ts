export {
  SIGN_COUNTDOWN_S,
  SignCountdownDialog,
  type SignCountdownDialogProps,
} from './sign-countdown-dialog';
