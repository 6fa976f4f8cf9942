import { editStates, listStates, newStates, pageStates } from '../../stories/routeStates';
import { screenMeta } from '../../stories/screenMeta';

/** Job scheduler in every state a designer reviews (stories/routeStates.tsx), beside its hand-written stories. */
export default {
  title: 'Screens/Job scheduler',
  ...screenMeta('/jobscheduler'),
  tags: ['!test', '!autodocs', 'screen-state'],
};

const list = listStates('/jobscheduler');
export const ListLoaded = list.Loaded;
export const ListLoading = list.Loading;
export const ListEmpty = list.Empty;
export const ListLoadFailed = list.LoadFailed;
export const ListViewer = list.Viewer;
export const ListPhone = list.Phone;
export const ListTablet = list.Tablet;
export const ListDark = list.Dark;

const create = newStates('/jobscheduler/new');
export const NewLoaded = create.Loaded;
export const NewViewer = create.Viewer;
export const NewPhone = create.Phone;
export const NewTablet = create.Tablet;
export const NewDark = create.Dark;

// Only admins open a job's form (routeTable: update); everyone who reads jobs has its details page.
const edit = editStates('/jobscheduler/1/edit', {}, { viewerReads: false });
export const EditLoaded = edit.Loaded;
export const EditLoading = edit.Loading;
export const EditLoadFailed = edit.LoadFailed;
export const EditViewer = edit.Viewer;
export const EditConflict = edit.Conflict;
export const EditLiveChange = edit.LiveChange;
export const EditPhone = edit.Phone;
export const EditTablet = edit.Tablet;
export const EditDark = edit.Dark;

const details = pageStates('/jobscheduler/1/details');
export const DetailsLoaded = details.Loaded;
export const DetailsLoading = details.Loading;
export const DetailsLoadFailed = details.LoadFailed;
export const DetailsViewer = details.Viewer;
export const DetailsPhone = details.Phone;
export const DetailsTablet = details.Tablet;
export const DetailsDark = details.Dark;
