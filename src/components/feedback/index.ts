export { clearDialogs, preloadFeedback, showAlert, showConfirm, showToast } from './feedback';
