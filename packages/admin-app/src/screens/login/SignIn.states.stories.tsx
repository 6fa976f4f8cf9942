import { widthAndSchemeStates } from '../../stories/routeStates';
import { screenMeta } from '../../stories/screenMeta';

/** Sign in in every state a designer reviews (stories/routeStates.tsx), beside its hand-written stories. */
export default { title: 'Screens/Sign in', ...screenMeta('/login'), tags: ['!test', '!autodocs', 'screen-state'] };

const route = widthAndSchemeStates('/login', { signedIn: false });
export const Loaded = route.Loaded;
export const Phone = route.Phone;
export const Tablet = route.Tablet;
export const Dark = route.Dark;
