// First: configures zod before any contract schema is built.
import './lib/zod-config';

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';

import { AppProvider } from './app/provider';
import { AdminRoute } from './app/routes/admin';
import { RouteError } from './app/routes/route-error';
import { initI18n } from './i18n';
// Every Mantine component's styles: the back office's screens use most of them (the player's
// pages load this sheet with their lazy chunks, app/router.tsx → withFullStyles).
import './styles/mantine-full';

// The back office's own page (admin.html, decision 027): the server answers it for /admin and
// /admin/*. Nothing here is in the player's entry (main.tsx), and this page registers no service
// worker: staff always load the current build, and a player's worker never keeps these files.

const router = createBrowserRouter([
  { path: '/admin/*', element: <AdminRoute />, errorElement: <RouteError /> },
  // Anything else is the portal's: a full page load of its own page.
  {
    path: '*',
    loader: ({ request }) => {
      window.location.replace(request.url);
      return null;
    },
    element: null,
  },
]);

void initI18n().then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  );
});
