import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';

import { AppProvider } from './provider';
import { createRouter } from './router';

export const App = ({ queryClient }: { queryClient?: QueryClient }) => {
  const [router] = useState(createRouter);
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
};
