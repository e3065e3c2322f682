// The one instance of React Router on the page, and only the parts Grile uses.
//
// The router must be a federated singleton (its contexts live in one copy), but a singleton is built whole:
// shared as `react-router-dom`, every visitor downloaded all of React Router, its data APIs, server
// rendering, React Server Components and cookie parsing included (62 KB of gzip). Shared through this
// module instead, webpack keeps only what is re-exported here. Apps import the router from
// `@grile/shared/router` only (an ESLint rule says so); a part not listed yet is added here, in one line.
//
// Two places take `react-router-dom` directly, because nothing of theirs reaches a browser: the shell's
// build-time rendering (its static router) and the test kit (its memory router).
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Route,
  RouterProvider,
  Routes,
  UNSAFE_DataRouterContext,
  createBrowserRouter,
  matchPath,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom'
export type { BlockerFunction, RouteObject } from 'react-router-dom'
