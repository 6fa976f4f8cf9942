import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PlaceholderShell } from './PlaceholderShell';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the back-office in.');

createRoot(container).render(
  <StrictMode>
    <PlaceholderShell />
  </StrictMode>,
);
