export { SANITIZE_EXAMPLES, type SanitizeExample } from './sanitizeExamples';
