import { sessionPageStates } from '../../stories/routeStates';
import { screenMeta } from '../../stories/screenMeta';

/** Profile in every state a designer reviews (stories/routeStates.tsx), beside its hand-written stories. */
export default { title: 'Screens/Profile', ...screenMeta('/profile'), tags: ['!test', '!autodocs', 'screen-state'] };

const route = sessionPageStates('/profile');
export const Loaded = route.Loaded;
export const Viewer = route.Viewer;
export const Phone = route.Phone;
export const Tablet = route.Tablet;
export const Dark = route.Dark;
