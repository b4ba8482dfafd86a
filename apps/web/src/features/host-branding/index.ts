export { BrandMark } from './brand-mark.tsx';
export { displayedBrand, documentTitle, hostHue, safeImageURL } from './brand-text.ts';
export { LoginMessage } from './login-message.tsx';
export { useDocumentTitle } from './use-document-title.ts';
