/** The notify modal's reasons (spec, section 5), in the order the modal lists them. Safe on the client. */
export const NOTIFY_REASONS = ['inaccurate', 'offensive', 'harmful', 'other'] as const;
export type NotifyReason = (typeof NOTIFY_REASONS)[number];
