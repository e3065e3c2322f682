export { useUserStore, useCurrentUser, userFlags } from './user-store'
export type { CurrentUser, UserFlags } from './user-store'
export { signIn, signOut, startAuth, refreshCurrentUser, refreshProfileInBackground, resumeLastSession } from './session'
export { SIGN_OUT_MESSAGE } from './messages'
