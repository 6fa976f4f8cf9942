import { WIZARD_IMPORTS } from '../../stories/importScenarios';
import { pageStates } from '../../stories/routeStates';
import { screenMeta } from '../../stories/screenMeta';

// The product import wizard in every state a designer reviews (stories/routeStates.tsx), beside its hand-written
// stories. A viewer may not import: the start page is their no-access page. Each step is an import the seeded admin
// made (recorded as theirs, with their right to manage it), so its states are the admin's.
export default {
  title: 'Screens/Products/Import',
  ...screenMeta('/products/import'),
  tags: ['!test', '!autodocs', 'screen-state'],
};

const start = pageStates('/products/import', {}, { viewerOpens: false });
export const StartLoaded = start.Loaded;
export const StartLoading = start.Loading;
export const StartLoadFailed = start.LoadFailed;
export const StartViewer = start.Viewer;
export const StartPhone = start.Phone;
export const StartTablet = start.Tablet;
export const StartDark = start.Dark;

const mapping = pageStates(`/products/import/${WIZARD_IMPORTS.mapping}`);
export const MapTheColumnsLoaded = mapping.Loaded;
export const MapTheColumnsLoading = mapping.Loading;
export const MapTheColumnsLoadFailed = mapping.LoadFailed;
export const MapTheColumnsPhone = mapping.Phone;
export const MapTheColumnsTablet = mapping.Tablet;
export const MapTheColumnsDark = mapping.Dark;

const dryRun = pageStates(`/products/import/${WIZARD_IMPORTS.dryRun}`);
export const DryRunLoaded = dryRun.Loaded;
export const DryRunLoading = dryRun.Loading;
export const DryRunLoadFailed = dryRun.LoadFailed;
export const DryRunPhone = dryRun.Phone;
export const DryRunTablet = dryRun.Tablet;
export const DryRunDark = dryRun.Dark;

const applying = pageStates(`/products/import/${WIZARD_IMPORTS.applying}`);
export const ApplyingLoaded = applying.Loaded;
export const ApplyingLoading = applying.Loading;
export const ApplyingLoadFailed = applying.LoadFailed;
export const ApplyingPhone = applying.Phone;
export const ApplyingTablet = applying.Tablet;
export const ApplyingDark = applying.Dark;

const report = pageStates(`/products/import/${WIZARD_IMPORTS.report}`);
export const ReportLoaded = report.Loaded;
export const ReportLoading = report.Loading;
export const ReportLoadFailed = report.LoadFailed;
export const ReportPhone = report.Phone;
export const ReportTablet = report.Tablet;
export const ReportDark = report.Dark;

const undone = pageStates(`/products/import/${WIZARD_IMPORTS.undone}`);
export const UndoneLoaded = undone.Loaded;
export const UndoneLoading = undone.Loading;
export const UndoneLoadFailed = undone.LoadFailed;
export const UndonePhone = undone.Phone;
export const UndoneTablet = undone.Tablet;
export const UndoneDark = undone.Dark;
