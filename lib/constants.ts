/**
 * Timings and thresholds from the spec, in one place. Components import these; none of the
 * numbers below is repeated anywhere else.
 */

/** The policy pages show their scroll-to-top button once the reader is this far down (spec §9). */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;
