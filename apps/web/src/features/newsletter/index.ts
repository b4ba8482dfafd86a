export { NewsletterPrompt } from './newsletter-prompt.tsx';
