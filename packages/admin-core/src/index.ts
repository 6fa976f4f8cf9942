export { sanitizeRedirectTo, loginPathFor } from './session/redirect';
