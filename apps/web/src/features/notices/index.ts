export { Notices, type NoticesProps } from './notices.tsx';
