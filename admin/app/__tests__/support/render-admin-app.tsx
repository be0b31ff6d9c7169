import { render, screen } from '@testing-library/react';
import { AdminApp } from '../../admin-app.tsx';
import { AdminProviders, createAdminClients } from '../../admin-clients.tsx';

/** The whole back office at an address, with fresh clients: what a reader of the address gets in the browser. */
export function renderAdminApp(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <AdminProviders clients={createAdminClients()}>
      <AdminApp />
    </AdminProviders>,
  );
}

/** Waits for the screen whose first heading this is. */
export const screenHeading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
