export { ThemeProvider, useColorScheme, colorSchemes } from './theme/ThemeProvider';
export type { ThemeProviderProps, ColorScheme } from './theme/ThemeProvider';
export { vars, lightThemeClass, darkThemeClass } from './theme/contract.css';

export { Button, buttonVariants, buttonSizes } from './components/Button/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button/Button';
export { Spinner } from './components/Spinner/Spinner';
export type { SpinnerProps } from './components/Spinner/Spinner';
export { Dialog, dialogSizes } from './components/Dialog/Dialog';
export type { DialogProps, DialogSize } from './components/Dialog/Dialog';
export { ConfirmDialog, confirmVariants, confirmCopy } from './components/ConfirmDialog/ConfirmDialog';
export type { ConfirmDialogProps, ConfirmVariant } from './components/ConfirmDialog/ConfirmDialog';
export { ImageUrlDialog } from './components/ImageUrlDialog/ImageUrlDialog';
export type { ImageUrlDialogProps, ImageUrlVerdict } from './components/ImageUrlDialog/ImageUrlDialog';
export { TextField } from './components/TextField/TextField';
export type { TextFieldProps } from './components/TextField/TextField';
export { ToastProvider, useToaster } from './components/Toast/ToastProvider';
export type { ToastProviderProps } from './components/Toast/ToastProvider';
export {
  createToaster,
  toastKinds,
  TOAST_DURATION_MS,
  TOAST_MAX_VISIBLE,
  TOAST_WIDTH_PX,
  TOAST_GAP_PX,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_REMOVE_DELAY_MS,
} from './components/Toast/toaster';
export type { Toaster, ToastContent, ToastKind, ToastOptions } from './components/Toast/toaster';
export { RouteProgressBar } from './components/RouteProgressBar/RouteProgressBar';
export type { RouteProgressBarProps } from './components/RouteProgressBar/RouteProgressBar';
