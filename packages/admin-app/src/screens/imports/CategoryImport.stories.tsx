import { screenMeta } from '../../stories/screenMeta';
import { listImportStories } from './listImportStories';

// The category import wizard beside the categories list, one story per step, each over a real import the recorder drove through
// the API to that step (stories/recordImports.ts): a partner's small feed with a few bad rows, each refused with the
// form's message.
export default { title: 'Screens/Categories/Import', ...screenMeta('/categories/import'), tags: ['!autodocs'] };

const stories = listImportStories('CATEGORY');
export const Start = stories.Start;
export const MapTheColumns = stories.MapTheColumns;
export const DryRun = stories.DryRun;
export const Report = stories.Report;
export const DryRunOnAPhone = stories.DryRunOnAPhone;
