export { ScreenErrorBoundary } from './screen-error-boundary.tsx';
export { MessageErrorBoundary, MessageSourceFallback } from './message-error-boundary.tsx';
export { PageErrorBoundary } from './page-error-boundary.tsx';
export { RenderFailureTextRoot } from './render-failure-text-root.tsx';
export { renderErrorMessages } from './render-error-messages.ts';
export { describeRenderError, rootErrorHandlers } from './log-render-error.ts';
