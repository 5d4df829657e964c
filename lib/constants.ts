/** Timings and limits of the spec, in one place (milliseconds unless named otherwise). */
export const TIMING = {
  /** builder and casting: redirect after the sixth line */
  hexagramRedirectMs: 500,
  /** reset-password: sign out and go to /password-reset-success after success */
  passwordChangedRedirectMs: 2000,
  /** password-changed confirmation: go to / */
  passwordConfirmationRedirectMs: 3000,
  /** report pages: wait for the app's authTokenReady event (web view only) */
  tokenWaitMs: 3000,
  /** web auth callback: redirect to the deep link, then offer the manual button */
  authCallbackRedirectMs: 500,
  authCallbackManualMs: 2500,
  authCallbackManualButtonDelaysMs: [100, 2000] as const,
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
