import { pageStates } from '../../stories/routeStates';
import { screenMeta } from '../../stories/screenMeta';

/** Dashboard in every state a designer reviews (stories/routeStates.tsx), beside its hand-written stories. */
export default { title: 'Screens/Dashboard', ...screenMeta('/'), tags: ['!test', '!autodocs', 'screen-state'] };

const route = pageStates('/');
export const Loaded = route.Loaded;
export const Loading = route.Loading;
export const LoadFailed = route.LoadFailed;
export const Viewer = route.Viewer;
export const Phone = route.Phone;
export const Tablet = route.Tablet;
export const Dark = route.Dark;
