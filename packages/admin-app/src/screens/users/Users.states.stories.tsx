import { editStates, listStates, newStates } from '../../stories/routeStates';
import { screenMeta } from '../../stories/screenMeta';

/** Users in every state a designer reviews (stories/routeStates.tsx), beside its hand-written stories. */
export default { title: 'Screens/Users', ...screenMeta('/users'), tags: ['!test', '!autodocs', 'screen-state'] };

const list = listStates('/users');
export const ListLoaded = list.Loaded;
export const ListLoading = list.Loading;
export const ListEmpty = list.Empty;
export const ListLoadFailed = list.LoadFailed;
export const ListViewer = list.Viewer;
export const ListPhone = list.Phone;
export const ListTablet = list.Tablet;
export const ListDark = list.Dark;

const create = newStates('/users/new');
export const NewLoaded = create.Loaded;
export const NewViewer = create.Viewer;
export const NewPhone = create.Phone;
export const NewTablet = create.Tablet;
export const NewDark = create.Dark;

// Viewers do not see the team (permissions.ts): the no-access page, not a read-only form.
const edit = editStates('/users/2/edit', {}, { viewerReads: false });
export const EditLoaded = edit.Loaded;
export const EditLoading = edit.Loading;
export const EditLoadFailed = edit.LoadFailed;
export const EditViewer = edit.Viewer;
export const EditConflict = edit.Conflict;
export const EditLiveChange = edit.LiveChange;
export const EditPhone = edit.Phone;
export const EditTablet = edit.Tablet;
export const EditDark = edit.Dark;
