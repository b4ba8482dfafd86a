export { NotAvailableScreen } from './not-available-screen.tsx';
