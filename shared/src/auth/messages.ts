/** Spec §4: shown after sign-out. */
export const SIGN_OUT_MESSAGE = 'Sign out was successful. See you soon!'
