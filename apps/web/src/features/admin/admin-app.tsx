import { Center, Loader } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import { Suspense, lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation } from 'react-router';

import { useDocumentTitle } from '@/hooks/use-document-title';

import './admin-texts';
import { ADMIN_SCREENS, screenNamespaces } from './screens';
import type { AdminScreen } from './screens';
import { AdminLayout } from './shell/admin-layout';
import { AdminHome, AdminNotFound, AdminScreenSkeleton } from './shell/admin-pages';
import { AdminLoginPage } from './shell/login/admin-login-page';
import { useStaffSession } from './shell/staff-session';
import { useStaffMe } from './shell/use-staff-me';

// /admin/*: the back office, one lazy chunk the player's pages never load (decision 027). Its routes
// are built from screens.ts; each screen is a chunk of its own.

const Loading = () => (
  <Center h="100dvh">
    <Loader />
  </Center>
);

/** Only a staff member whose session finished its steps (password, second factor) gets past. */
const RequireStaff = ({ children }: { children: ReactNode }) => {
  const token = useStaffSession((state) => state.token);
  const me = useStaffMe();
  const location = useLocation();
  if (!token) return <Navigate to="/admin/login" replace state={{ from: location.pathname }} />;
  if (!me.data) return me.isError ? <Navigate to="/admin/login" replace /> : <Loading />;
  if (me.data.mustChangePassword || me.data.secondFactor !== 'DONE') return <Navigate to="/admin/login" replace />;
  return children;
};

/** A screen the role may not open answers as not found (the server refuses it anyway). */
const ScreenRoute = ({ screen, Page }: { screen: AdminScreen; Page: ComponentType }) => {
  const { t } = useTranslation(screenNamespaces());
  const me = useStaffMe();
  useDocumentTitle(t(screen.label));
  if (!me.data?.permissions.includes(screen.permission)) return <AdminNotFound />;
  return (
    <Suspense fallback={<AdminScreenSkeleton />}>
      <Page />
    </Suspense>
  );
};

const AdminRoutes = () => {
  // The shell's texts (and every screen's label namespace) load before the first paint.
  useTranslation(screenNamespaces());
  const pages = useMemo(() => ADMIN_SCREENS.map((screen) => ({ screen, Page: lazy(screen.load) })), []);
  return (
    <Routes>
      <Route path="login" element={<AdminLoginPage />} />
      <Route
        element={
          <RequireStaff>
            <AdminLayout />
          </RequireStaff>
        }
      >
        <Route index element={<AdminHome />} />
        {pages.map(({ screen, Page }) => (
          <Route key={screen.path} path={screen.path} element={<ScreenRoute screen={screen} Page={Page} />} />
        ))}
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
};

export const AdminApp = () => (
  <Suspense fallback={<Loading />}>
    <AdminRoutes />
  </Suspense>
);
