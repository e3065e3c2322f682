export { useAuthReady, useUserStore, useCurrentUser, userFlags } from './user-store'
export type { CurrentUser, UserFlags } from './user-store'
export {
  signIn,
  signOut,
  startAuth,
  refreshCurrentUser,
  refreshProfileInBackground,
  resumeLastSession,
} from './session'
export { SIGN_IN_BLOCKED_TEXT, SIGN_IN_BLOCKED_TITLE, SIGN_OUT_MESSAGE } from './messages'
export { LAST_PAGES_KEY, LAST_PROFILE_KEY } from './last-profile'
