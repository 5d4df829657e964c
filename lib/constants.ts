/** Every timing of the spec, in one place (milliseconds). */

/** Reset password: after the success message, sign out and go to /password-reset-success. */
export const PASSWORD_RESET_SIGN_OUT_DELAY_MS = 2000;
/** Password-changed confirmation: go to / after this long. */
export const PASSWORD_CHANGED_REDIRECT_MS = 3000;
/** Web auth callback: the window follows the deep link after this long (the hidden frame tries first). */
export const AUTH_CALLBACK_REDIRECT_MS = 500;
/** Web auth callback: the manual 'go back to app' button appears after this long. */
export const AUTH_CALLBACK_MANUAL_HINT_MS = 2500;
/** Manual button: the window follows the deep link this long after the frame is tried again. */
export const AUTH_CALLBACK_MANUAL_RETRY_MS = 100;
/** Manual button: if the app has still not taken over after this long, say how to open it by hand. */
export const AUTH_CALLBACK_MANUAL_FALLBACK_MS = 2000;
