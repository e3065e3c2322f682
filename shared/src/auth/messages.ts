/** Shown after sign-out (docs/product-rules.md#sign-in). */
export const SIGN_OUT_MESSAGE = 'Sign out was successful. See you soon!'

/** Shown when the browser blocked the sign-in popup, with a Sign In button (docs/product-rules.md#sign-in). */
export const SIGN_IN_BLOCKED_TITLE = 'Your browser blocked the sign-in window.'
export const SIGN_IN_BLOCKED_TEXT = 'Press Sign In again to open it.'
