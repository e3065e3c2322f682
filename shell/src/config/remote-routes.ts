/**
 * Which remote owns which paths (docs/decisions/0001-shell-and-five-remotes.md). The shell mounts each
 * remote's App under them.
 */
export interface RemoteMount {
  remote: string
  basePath: string
  access: 'public' | 'user' | 'admin'
  fallbackTitle: string
}

export const remoteMounts: RemoteMount[] = [
  { remote: 'mfe_exams', basePath: '/exams', access: 'user', fallbackTitle: 'Exams are unavailable' },
  { remote: 'mfe_exams', basePath: '/attempts', access: 'user', fallbackTitle: 'Attempts are unavailable' },
  { remote: 'mfe_interactive', basePath: '/interactive', access: 'user', fallbackTitle: 'Interactive practice is unavailable' },
  { remote: 'mfe_materials', basePath: '/materials', access: 'user', fallbackTitle: 'Materials are unavailable' },
  { remote: 'mfe_account', basePath: '/me', access: 'user', fallbackTitle: 'Your profile is unavailable' },
  { remote: 'mfe_account', basePath: '/teacher', access: 'user', fallbackTitle: 'The teacher page is unavailable' },
  { remote: 'mfe_account', basePath: '/pupils', access: 'user', fallbackTitle: 'The pupils page is unavailable' },
  { remote: 'mfe_account', basePath: '/tokens', access: 'user', fallbackTitle: 'Tokens are unavailable' },
  { remote: 'mfe_account', basePath: '/lessons/buy', access: 'user', fallbackTitle: 'Lesson booking is unavailable' },
  { remote: 'mfe_account', basePath: '/purchases', access: 'user', fallbackTitle: 'Purchases are unavailable' },
  {
    remote: 'mfe_account',
    basePath: '/vouchers/by-istoricescu',
    access: 'public',
    fallbackTitle: 'Vouchers are unavailable',
  },
  { remote: 'mfe_admin', basePath: '/admin', access: 'admin', fallbackTitle: 'Administration is unavailable' },
]
