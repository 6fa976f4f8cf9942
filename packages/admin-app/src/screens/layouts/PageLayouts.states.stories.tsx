import { listStates, newStates } from '../../stories/routeStates';
import { screenMeta } from '../../stories/screenMeta';

/** Page layouts in every state a designer reviews (stories/routeStates.tsx), beside its hand-written stories. */
export default {
  title: 'Screens/Page layouts',
  ...screenMeta('/page-layout'),
  tags: ['!test', '!autodocs', 'screen-state'],
};

const list = listStates('/page-layout');
export const ListLoaded = list.Loaded;
export const ListLoading = list.Loading;
export const ListEmpty = list.Empty;
export const ListLoadFailed = list.LoadFailed;
export const ListViewer = list.Viewer;
export const ListPhone = list.Phone;
export const ListTablet = list.Tablet;
export const ListDark = list.Dark;

const create = newStates('/page-layout/new');
export const NewLoaded = create.Loaded;
export const NewViewer = create.Viewer;
export const NewPhone = create.Phone;
export const NewTablet = create.Tablet;
export const NewDark = create.Dark;
