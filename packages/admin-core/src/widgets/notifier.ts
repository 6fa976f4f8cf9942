/**
 * Where a widget hook reports what a person should see (an upload done, a delete that failed). `@deals/ui`'s toaster
 * fits as it is (`toaster: useToaster()`); without one, the widget shows errors in place only.
 */
export interface WidgetToaster {
  success(message: string): unknown;
  error(message: string): unknown;
}

export interface WidgetHookOptions {
  toaster?: WidgetToaster;
}
