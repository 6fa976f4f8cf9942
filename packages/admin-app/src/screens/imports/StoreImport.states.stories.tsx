import { screenMeta } from '../../stories/screenMeta';
import { listImportStates } from './listImportStories';

// The store import wizard in every state a designer reviews (stories/routeStates.tsx), beside its hand-written
// stories, as the products' (ProductImport.states.stories.tsx): a viewer may not import, so the start page is their
// no-access page; each step is an import the seeded admin made.
export default {
  title: 'Screens/Stores/Import',
  ...screenMeta('/stores/import'),
  tags: ['!test', '!autodocs', 'screen-state'],
};

const states = listImportStates('STORE');
export const StartLoaded = states.start.Loaded;
export const StartLoading = states.start.Loading;
export const StartLoadFailed = states.start.LoadFailed;
export const StartViewer = states.start.Viewer;
export const StartPhone = states.start.Phone;
export const StartTablet = states.start.Tablet;
export const StartDark = states.start.Dark;
export const MapTheColumnsLoaded = states.mapping.Loaded;
export const MapTheColumnsLoading = states.mapping.Loading;
export const MapTheColumnsLoadFailed = states.mapping.LoadFailed;
export const MapTheColumnsPhone = states.mapping.Phone;
export const MapTheColumnsTablet = states.mapping.Tablet;
export const MapTheColumnsDark = states.mapping.Dark;
export const DryRunLoaded = states.dryRun.Loaded;
export const DryRunLoading = states.dryRun.Loading;
export const DryRunLoadFailed = states.dryRun.LoadFailed;
export const DryRunPhone = states.dryRun.Phone;
export const DryRunTablet = states.dryRun.Tablet;
export const DryRunDark = states.dryRun.Dark;
export const ReportLoaded = states.report.Loaded;
export const ReportLoading = states.report.Loading;
export const ReportLoadFailed = states.report.LoadFailed;
export const ReportPhone = states.report.Phone;
export const ReportTablet = states.report.Tablet;
export const ReportDark = states.report.Dark;
