export { preloadFeedback, showAlert, showConfirm, showToast } from './feedback';
