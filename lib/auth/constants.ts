/**
 * The timings of account recovery and of the auth callback pages: the spec's figures (app.md; book-
 * of-changes.md, section 9), named once. Code imports them from here rather than writing numbers of
 * its own. Milliseconds unless the name says otherwise.
 */

/** Reset password: after the success message, sign out and go to /password-reset-success. */
export const PASSWORD_RESET_SIGN_OUT_DELAY_MS = 2000;
/** Password-changed confirmation: go to / after this long. */
export const PASSWORD_CHANGED_REDIRECT_MS = 3000;
/** …but that 3 s starts only once the page's guidance has been on screen this long. */
export const PASSWORD_CHANGED_GUIDANCE_MS = 8000;
/** Web auth callback: the window follows the deep link after this long (the hidden frame tries first). */
export const AUTH_CALLBACK_REDIRECT_MS = 500;
/** Web auth callback: the manual 'go back to app' button appears after this long. */
export const AUTH_CALLBACK_MANUAL_HINT_MS = 2500;
/** Manual button: the window follows the deep link this long after the frame is tried again. */
export const AUTH_CALLBACK_MANUAL_RETRY_MS = 100;
/** Manual button: if the app has still not taken over after this long, say how to open it by hand. */
export const AUTH_CALLBACK_MANUAL_FALLBACK_MS = 2000;
