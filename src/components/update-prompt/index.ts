export { UpdatePrompt, type UpdatePromptProps } from './update-prompt';
export { updatePromptMessages } from './messages';
