import { create } from 'zustand'
import type { CurrentUserDto } from '@grile/shared/contract'

/** The signed-in user as the API describes it (the contract's type). */
export type CurrentUser = CurrentUserDto

interface UserState {
  user: CurrentUser | null
  signingIn: boolean
  /** The startup sign-in attempt is over: guards may now decide. */
  ready: boolean
  setUser: (user: CurrentUser | null) => void
  setSigningIn: (signingIn: boolean) => void
  setReady: (ready: boolean) => void
}

export const useUserStore = create<UserState>()((set) => ({
  user: null,
  signingIn: false,
  ready: false,
  setUser: (user) => set({ user }),
  setSigningIn: (signingIn) => set({ signingIn }),
  setReady: (ready) => set({ ready }),
}))

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

/** The current user with its derived flags (docs/product-rules.md#the-current-user). */
export function useCurrentUser(): { user: CurrentUser | null; signingIn: boolean; ready: boolean } & UserFlags {
  const user = useUserStore((state) => state.user)
  const signingIn = useUserStore((state) => state.signingIn)
  const ready = useUserStore((state) => state.ready)
  return { user, signingIn, ready, ...userFlags(user) }
}
