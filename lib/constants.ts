/** Timings and limits of the spec, in one place (milliseconds unless named otherwise). */
export const TIMING = {
  /** builder and casting: redirect after the sixth line */
  hexagramRedirectMs: 500,
  /** report pages: wait for the app's authTokenReady event (web view only) */
  tokenWaitMs: 3000,
  /** Life Book quiz: loading before the report */
  lifeBookLoadingMs: 2000,
  /** purchase picker: redirect after success / already premium */
  purchaseRedirectMs: 1500,
  /** purchase picker: status messages clear after … */
  statusClearShortMs: 3000,
  statusClearLongMs: 5000,
} as const;

export const LAYOUT = {
  /** the mobile layout below this width (Tailwind's md breakpoint is the same 48rem) */
  mobileBreakpointPx: 768,
  drawerWidthPx: 300,
  castingGridMaxHeightPx: 600,
  castingMaxWidthPx: 1200,
  /** policy pages: the scroll-to-top button appears after … */
  scrollTopThresholdPx: 300,
} as const;

// Accounts: recovery and the auth callback

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
