import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './app/admin-app.tsx';
import { AdminProviders, createAdminClients } from './app/admin-clients.tsx';
import './app/admin.css';

/** The back office's entry (admin/index.html): one React root for the whole app. */
createRoot(document.getElementById('admin-root')!).render(
  <StrictMode>
    <AdminProviders clients={createAdminClients()}>
      <AdminApp />
    </AdminProviders>
  </StrictMode>,
);
