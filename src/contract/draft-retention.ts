/**
 * How long an abandoned draft lives: the gateway's retention job removes drafts untouched this many days (unless
 * its DRAFT_RETENTION_DAYS says otherwise), and the storefront lets the answers it keeps on the device expire
 * after the same time, so nothing typed outlives the draft it belongs to.
 */
export const DEFAULT_DRAFT_RETENTION_DAYS = 90;
