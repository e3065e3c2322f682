/** Shown after sign-out (docs/product-rules.md#sign-in). */
export const SIGN_OUT_MESSAGE = 'Sign out was successful. See you soon!'
