export { bootstrap, openDatabase } from './bootstrap';
export { loadConfig, type ApiConfig } from './config';
export { createApi, listen } from './server';
export { DEMO_ADMIN } from './seed/seed';
export { uploadSignature } from './media/signature';
