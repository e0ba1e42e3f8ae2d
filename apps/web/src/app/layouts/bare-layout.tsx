import { Outlet } from 'react-router';

/** Game pages with no layout around them (/seamless). */
export const BareLayout = () => <Outlet />;
