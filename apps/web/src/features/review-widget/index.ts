export { ReviewPrompt } from './review-prompt.tsx';
