export { ThemeProvider, useColorScheme, colorSchemes } from './theme/ThemeProvider';
export type { ThemeProviderProps, ColorScheme } from './theme/ThemeProvider';
export { vars, lightThemeClass, darkThemeClass } from './theme/contract.css';
export { formatCount, formatNumber, pluralNoun } from './text/formatCount';
export type { CountNouns } from './text/formatCount';
export { formatTimeOfDay } from './text/formatTime';

export { Button, buttonVariants, buttonSizes } from './components/Button/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button/Button';
export { Spinner } from './components/Spinner/Spinner';
export type { SpinnerProps } from './components/Spinner/Spinner';
export { Dialog, dialogSizes } from './components/Dialog/Dialog';
export type { DialogProps, DialogSize } from './components/Dialog/Dialog';
export { ConfirmDialog, confirmVariants, confirmCopy } from './components/ConfirmDialog/ConfirmDialog';
export type { ConfirmDialogProps, ConfirmVariant } from './components/ConfirmDialog/ConfirmDialog';
export { ConflictReview, conflictChoices } from './components/ConflictReview/ConflictReview';
export type {
  ConflictReviewProps,
  ConflictReviewField,
  ConflictSide,
} from './components/ConflictReview/ConflictReview';
export { ImageUrlDialog } from './components/ImageUrlDialog/ImageUrlDialog';
export type { ImageUrlDialogProps, ImageUrlVerdict } from './components/ImageUrlDialog/ImageUrlDialog';
export { OverlayBoundary } from './components/Overlay/OverlayBoundary';
export { Popover } from './components/Overlay/Popover';
export type { PopoverProps } from './components/Overlay/Popover';
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
export { Switch } from './components/Switch/Switch';
export type { SwitchProps } from './components/Switch/Switch';
export { Checkbox } from './components/Checkbox/Checkbox';
export type { CheckboxProps } from './components/Checkbox/Checkbox';
export { Badge, StatusPill, badgeTones } from './components/Badge/Badge';
export type { BadgeProps, BadgeTone, StatusPillProps } from './components/Badge/Badge';
export { Card, Stat } from './components/Card/Card';
export type { CardProps, StatProps } from './components/Card/Card';
export { EmptyState, ErrorState } from './components/EmptyState/EmptyState';
export type { EmptyStateProps, ErrorStateProps, HeadingLevel } from './components/EmptyState/EmptyState';
export { Skeleton } from './components/Skeleton/Skeleton';
export type { SkeletonProps } from './components/Skeleton/Skeleton';
export { SkeletonText } from './components/Skeleton/SkeletonText';
export type { SkeletonTextProps } from './components/Skeleton/SkeletonText';
export { PageHeader } from './components/PageHeader/PageHeader';
export type { PageHeaderProps, BreadcrumbItem } from './components/PageHeader/PageHeader';
export { Select } from './components/Select/Select';
export { DeferredSelect } from './components/Select/DeferredSelect';
export type { SelectProps, SelectOption } from './components/Select/Select';
export { SearchField } from './components/SearchField/SearchField';
export type { SearchFieldProps } from './components/SearchField/SearchField';
export { NumberField } from './components/NumberField/NumberField';
export type { NumberFieldProps } from './components/NumberField/NumberField';
export { DataTable } from './components/DataTable/DataTable';
export type {
  DataTableProps,
  DataTableColumn,
  DataTableStatus,
  SortDescriptor,
  SortDirection,
} from './components/DataTable/DataTable';
export { SelectionCheckbox } from './components/Checkbox/SelectionCheckbox';
export type { SelectionCheckboxProps } from './components/Checkbox/SelectionCheckbox';
export { useRovingFocus } from './components/Collection/useRovingFocus';
export type { RovingFocusOptions } from './components/Collection/useRovingFocus';
export { Breadcrumbs } from './components/Breadcrumbs/Breadcrumbs';
export type { BreadcrumbsProps, BreadcrumbsItem } from './components/Breadcrumbs/Breadcrumbs';
export { Pagination } from './components/Pagination/Pagination';
export type { PaginationProps } from './components/Pagination/Pagination';
export { AppShell } from './components/AppShell/AppShell';
export { Tooltip } from './components/Tooltip/Tooltip';
export { Thumbnail } from './components/Thumbnail/Thumbnail';
export type { ThumbnailProps } from './components/Thumbnail/Thumbnail';
export type { TooltipProps } from './components/Tooltip/Tooltip';
export type { AppShellProps, NavItem, NavSection } from './components/AppShell/AppShell';
export { RadioGroup } from './components/RadioGroup/RadioGroup';
export type { RadioGroupProps, RadioOption } from './components/RadioGroup/RadioGroup';
export { Tabs } from './components/Tabs/Tabs';
export type { TabsProps, TabItem } from './components/Tabs/Tabs';
export { DescriptionList } from './components/DescriptionList/DescriptionList';
export type { DescriptionItem } from './components/DescriptionList/DescriptionList';
export { LogViewer } from './components/LogViewer/LogViewer';
export type { LogViewerProps } from './components/LogViewer/LogViewer';
export { ComboBox } from './components/ComboBox/ComboBox';
export type { ComboBoxProps, ComboBoxOption } from './components/ComboBox/ComboBox';
export { TagField } from './components/TagField/TagField';
export type { TagFieldProps } from './components/TagField/TagField';
export { DatePicker, DateRangePicker } from './components/DatePicker/DatePicker';
export type { DatePickerProps, DateRangePickerProps } from './components/DatePicker/DatePicker';
export { MetadataFieldset, METADATA_LIMITS } from './components/MetadataFieldset/MetadataFieldset';
export type {
  MetadataFieldsetProps,
  MetadataLimits,
  MetadataValue,
} from './components/MetadataFieldset/MetadataFieldset';
export { MoveTree } from './components/Tree/MoveTree';
export type { MoveTreeProps, MoveTreeNode } from './components/Tree/MoveTree';
export { TreeLabel } from './components/TreeLabel/TreeLabel';
export type { TreeLabelProps } from './components/TreeLabel/TreeLabel';
export { buildTree, descendantIds, moveProblem } from './components/Tree/buildTree';
export type { FlatNode, NestedNode } from './components/Tree/buildTree';
export { SortableList } from './components/SortableList/SortableList';
export type { SortableListProps } from './components/SortableList/SortableList';
export { MediaGrid } from './components/MediaGrid/MediaGrid';
export type { MediaGridProps, MediaItem, MediaGridState } from './components/MediaGrid/MediaGrid';
export { MediaLibrary, mediaSorts } from './components/MediaGrid/MediaLibrary';
export type { MediaLibraryProps, MediaSort } from './components/MediaGrid/MediaLibrary';
export { UploadDropZone } from './components/MediaGrid/UploadDropZone';
export type { UploadDropZoneProps, UploadProgress } from './components/MediaGrid/UploadDropZone';
export { ImageInput } from './components/ImageInput/ImageInput';
export type { ImageInputProps, MediaPickerRenderProps } from './components/ImageInput/ImageInput';
export { DisabledAction } from './components/DisabledAction/DisabledAction';
export type { DisabledActionProps } from './components/DisabledAction/DisabledAction';
export { ReadOnlyNote } from './components/FormNote/ReadOnlyNote';
export { FormNote } from './components/FormNote/FormNote';
export type { FormNoteProps } from './components/FormNote/FormNote';
export type { ReadOnlyNoteProps } from './components/FormNote/ReadOnlyNote';
export { NoAccess } from './components/NoAccess/NoAccess';
export type { NoAccessProps } from './components/NoAccess/NoAccess';
export { LinkButton } from './components/Button/LinkButton';
export type { LinkButtonProps } from './components/Button/LinkButton';
export { Form } from './components/Form/Form';
export type { FormProps } from './components/Form/Form';
export { FormReadOnlyContext, useReadOnly } from './components/Form/readOnly';
export { FormActions } from './components/Form/FormActions';
export { FormColumns } from './components/Form/FormColumns';
export type { FormColumnsProps } from './components/Form/FormColumns';
export { CenteredPage } from './components/CenteredPage/CenteredPage';
export type { CenteredPageProps } from './components/CenteredPage/CenteredPage';
export { TileGrid } from './components/TileGrid/TileGrid';
export { FilterBar } from './components/FilterBar/FilterBar';
export { MultiComboBox } from './components/MultiComboBox/MultiComboBox';
export { DeferredMultiComboBox } from './components/MultiComboBox/DeferredMultiComboBox';
export type { MultiComboBoxProps, MultiComboBoxOption } from './components/MultiComboBox/MultiComboBox';
export { TextLink } from './components/TextLink/TextLink';
export type { TextLinkProps } from './components/TextLink/TextLink';
export { CommandPalette } from './components/CommandPalette/CommandPalette';
export type { CommandPaletteProps, CommandSection, CommandItem } from './components/CommandPalette/CommandPalette';
export { Stack } from './components/Stack/Stack';
export { GroupError } from './components/Field/FieldParts';
export { CarouselPreview } from './components/CarouselPreview/CarouselPreview';
export type { CarouselPreviewProps, PreviewSlide } from './components/CarouselPreview/CarouselPreview';
export { LayoutPreview, layoutBlockKinds } from './components/LayoutPreview/LayoutPreview';
export type { LayoutPreviewProps, LayoutBlock, LayoutBlockKind } from './components/LayoutPreview/LayoutPreview';
export { HistoryTimeline } from './components/HistoryTimeline/HistoryTimeline';
export type {
  HistoryTimelineProps,
  HistoryTimelineEntry,
  HistoryFieldChange,
} from './components/HistoryTimeline/HistoryTimeline';
export { describeHistoryValue, HISTORY_VALUE_MAX_CHARS } from './components/HistoryTimeline/historyValue';

// Rich text (Tiptap, DOMPurify) and charts (visx) are their own entry points, `@deals/ui/rich-text` and
// `@deals/ui/charts`, with those libraries as optional peers: a host that imports only this entry never installs them.
// Their few styles still ship in the one stylesheet, `@deals/ui/style.css`, so every entry needs the same CSS import.
import './components/RichText/prose.css';
import './components/RichText/RichTextEditor.css';
import './components/BarChart/BarChart.css';
