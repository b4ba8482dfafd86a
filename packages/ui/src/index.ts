export { Button, IconButton } from './button.tsx';
export type { ButtonProps, ButtonVariant, IconButtonProps } from './button.tsx';
export { VisuallyHidden } from './visually-hidden.tsx';
export { EmptyState } from './empty-state.tsx';
export type { EmptyStateProps } from './empty-state.tsx';
export { useDismiss } from './use-dismiss.ts';
export { useToasts } from './use-toasts.ts';
export type { Toast, ToastAction, ToastTone } from './use-toasts.ts';
export { ModalDialog, DialogActions } from './modal-dialog.tsx';
export { DialogContentBoundary } from './dialog-content-boundary.tsx';
export type { DialogActionsProps, ModalDialogProps, ModalDialogSize } from './modal-dialog.tsx';
export { ConfirmDialog } from './confirm-dialog.tsx';
export { FormField, formFieldClassNames } from './form-field.tsx';
export { cardGridClassNames } from './card-grid.ts';
export { cornerCardClassName } from './corner-card.ts';
export type { FieldControlProps, FormFieldProps } from './form-field.tsx';
export type { ConfirmDialogProps } from './confirm-dialog.tsx';
export { ToastRegion } from './toast-region.tsx';
export type { ToastRegionProps } from './toast-region.tsx';
export { SearchInput } from './search-input.tsx';
export type { SearchInputProps } from './search-input.tsx';
export { ToggleGroup } from './toggle-group.tsx';
export type { ToggleGroupProps, ToggleOption } from './toggle-group.tsx';
export { lazyComponent } from './lazy-component.tsx';
export { preloadable, preloadedComponent, type Preloadable } from './preloadable.tsx';
export { followsEndAttribute } from './follows-end.ts';
export { useNow } from './use-now.ts';
export { useCountdown } from './use-countdown.ts';
export { createEventDialogHost } from './event-dialog-host.tsx';
export type { EventDialogHost } from './event-dialog-host.tsx';
export { useDelayedFlag } from './use-delayed-flag.ts';
export { useDebouncedValue } from './use-debounced-value.ts';
export { copiedConfirmationMilliseconds, useCopiedFlag } from './use-copied-flag.ts';
export { useCopyToClipboard } from './use-copy-to-clipboard.ts';
export { ErrorBoundary } from './error-boundary.tsx';
export type { ErrorBoundaryProps, RenderFailure } from './error-boundary.tsx';
export { FailureNotice } from './failure-notice.tsx';
export type { FailureNoticeProps } from './failure-notice.tsx';
export { RenderFailureTextProvider, useRenderFailureText } from './render-failure-text.tsx';
export type { RenderFailureText } from './render-failure-text.tsx';
export { Icon } from './icons/icon.tsx';
export type { IconProps } from './icons/icon.tsx';
export {
  AgentsIcon,
  ChatIcon,
  CloudIcon,
  ModelsIcon,
  PluginsIcon,
  PromptsIcon,
  SettingsIcon,
  SidebarIcon,
  TeamsIcon,
} from './icons/workspace-icons.tsx';
export {
  ArchiveIcon,
  CheckListIcon,
  CloneIcon,
  CloseIcon,
  CollapseIcon,
  CopyIcon,
  EditIcon,
  ExportIcon,
  ExternalLinkIcon,
  MoreIcon,
  PlusIcon,
  SearchIcon,
  SendIcon,
  ShareIcon,
  ShareOutIcon,
  SortIcon,
  TrashIcon,
} from './icons/action-icons.tsx';
export {
  ChevronIcon,
  FolderIcon,
  FolderPlusIcon,
  GearIcon,
  GridIcon,
  ListIcon,
  LockedIcon,
  PinIcon,
  SolidLockIcon,
  StarIcon,
  TagIcon,
  UnlockedIcon,
} from './icons/object-icons.tsx';
export { moveMenuFocus } from './menu-focus.ts';
export { ResultPage, type ResultPageProps } from './result-page.tsx';
export { CallbackResultPage, type CallbackResultPageProps } from './callback-result-page.tsx';
export { useCallbackOutcome, type CallbackOutcome } from './use-callback-outcome.ts';
export { useStableCallback } from './use-stable-callback.ts';
