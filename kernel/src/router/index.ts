/**
 * The router surface every app uses. react-router-dom is reached only through the kernel (lint
 * keeps it so): the kernel is the federation singleton, so there is exactly one router instance
 * and one routing context across the shell and the remotes, and only the exports named here are
 * bundled (a shared package cannot be tree-shaken; this saves about 45 KB gzip on first load).
 * Contract: add exports, never remove one a deployed remote may use.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type LinkProps,
  type NavLinkProps,
  type NavigateFunction,
} from 'react-router-dom';
