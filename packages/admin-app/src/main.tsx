import { createAdminCore } from '@deals/admin-core';
import { createToaster } from '@deals/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { appConfig } from './config';
import { createAppRouter } from './routes';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the back-office in.');

const core = createAdminCore({ uri: appConfig.graphqlUrl, media: appConfig.media, pageSize: appConfig.pageSize });
const toaster = createToaster();

createRoot(container).render(
  <StrictMode>
    <App core={core} toaster={toaster} router={createAppRouter()} />
  </StrictMode>,
);
