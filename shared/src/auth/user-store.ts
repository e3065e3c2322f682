import { create } from 'zustand'
import type { CurrentUserDto } from '@grile/shared/contract'

/** The signed-in user as the API describes it (the contract's type). */
export type CurrentUser = CurrentUserDto

interface UserState {
  user: CurrentUser | null
  signingIn: boolean
  /** The startup sign-in attempt is over: guards may now decide. */
  ready: boolean
  /**
   * The browser blocked the last sign-in's popup (it opened too long after the tap, as when Sign In was pressed
   * before the app started): the layout asks for another tap, which opens the popup at once.
   */
  signInBlocked: boolean
  setUser: (user: CurrentUser | null) => void
  setSigningIn: (signingIn: boolean) => void
  setReady: (ready: boolean) => void
  setSignInBlocked: (signInBlocked: boolean) => void
}

export const useUserStore = create<UserState>()((set) => ({
  user: null,
  signingIn: false,
  ready: false,
  signInBlocked: false,
  // The same profile again (a resumed session's profile confirmed by the API) keeps the object every page
  // holds: nothing renders again for an answer that changes nothing.
  setUser: (user) => set((state) => (sameProfile(state.user, user) ? {} : { user })),
  setSigningIn: (signingIn) => set({ signingIn }),
  setReady: (ready) => set({ ready }),
  setSignInBlocked: (signInBlocked) => set({ signInBlocked }),
}))

function sameProfile(current: CurrentUser | null, next: CurrentUser | null): boolean {
  return (
    current === next ||
    (current !== null && next !== null && JSON.stringify(current) === JSON.stringify(next))
  )
}

export interface UserFlags {
  isSignedIn: boolean
  isAdmin: boolean
  hasTeacher: boolean
  hasTokens: boolean
}

export function userFlags(user: CurrentUser | null): UserFlags {
  return {
    isSignedIn: Boolean(user?.id),
    // The server decides (its configured list of addresses); the admin pages' calls are checked there too.
    isAdmin: user?.isAdmin ?? false,
    hasTeacher: Boolean(user?.teacherId),
    hasTokens: (user?.tokens ?? 0) > 0,
  }
}

/**
 * The current user with its derived flags (docs/product-rules.md#the-current-user). Whether the start-up
 * sign-in is over is `useAuthReady`'s: every header, banner and page reads this hook, and none of them has to
 * render again when that attempt ends for a visitor.
 */
export function useCurrentUser(): { user: CurrentUser | null; signingIn: boolean } & UserFlags {
  const user = useUserStore((state) => state.user)
  const signingIn = useUserStore((state) => state.signingIn)
  return { user, signingIn, ...userFlags(user) }
}

/** The start-up sign-in attempt is over: what waits for it (a route's guard) may now decide. */
export function useAuthReady(): boolean {
  return useUserStore((state) => state.ready)
}
