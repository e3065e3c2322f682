/**
 * Which remote owns which paths (docs/decisions/0001-shell-and-five-remotes.md). The shell mounts each
 * remote's App under them.
 */
export interface RemoteMount {
  remote: string
  basePath: string
  access: 'public' | 'user' | 'admin'
  /** The browser tab's title on this remote's pages. */
  title: string
  fallbackTitle: string
}

export const remoteMounts: RemoteMount[] = [
  {
    remote: 'mfe_exams',
    basePath: '/exams',
    title: 'Exams · Grile',
    access: 'user',
    fallbackTitle: 'Exams are unavailable',
  },
  {
    remote: 'mfe_exams',
    basePath: '/attempts',
    title: 'Attempts · Grile',
    access: 'user',
    fallbackTitle: 'Attempts are unavailable',
  },
  {
    remote: 'mfe_interactive',
    basePath: '/interactive',
    title: 'Interactive practice · Grile',
    access: 'user',
    fallbackTitle: 'Interactive practice is unavailable',
  },
  {
    remote: 'mfe_materials',
    basePath: '/materials',
    title: 'Materials · Grile',
    access: 'user',
    fallbackTitle: 'Materials are unavailable',
  },
  {
    remote: 'mfe_account',
    basePath: '/me',
    title: 'Profile · Grile',
    access: 'user',
    fallbackTitle: 'Your profile is unavailable',
  },
  {
    remote: 'mfe_account',
    basePath: '/teacher',
    title: 'Teacher · Grile',
    access: 'user',
    fallbackTitle: 'The teacher page is unavailable',
  },
  {
    remote: 'mfe_account',
    basePath: '/pupils',
    title: 'Pupils · Grile',
    access: 'user',
    fallbackTitle: 'The pupils page is unavailable',
  },
  {
    remote: 'mfe_account',
    basePath: '/tokens',
    title: 'Tokens · Grile',
    access: 'user',
    fallbackTitle: 'Tokens are unavailable',
  },
  {
    remote: 'mfe_account',
    basePath: '/lessons/buy',
    title: 'Buy online lessons · Grile',
    access: 'user',
    fallbackTitle: 'Lesson booking is unavailable',
  },
  {
    remote: 'mfe_account',
    basePath: '/purchases',
    title: 'Purchases · Grile',
    access: 'user',
    fallbackTitle: 'Purchases are unavailable',
  },
  {
    remote: 'mfe_account',
    basePath: '/vouchers/by-istoricescu',
    title: 'Vouchers by Istoricescu · Grile',
    access: 'public',
    fallbackTitle: 'Vouchers are unavailable',
  },
  {
    remote: 'mfe_admin',
    basePath: '/admin',
    title: 'Administration · Grile',
    access: 'admin',
    fallbackTitle: 'Administration is unavailable',
  },
]
