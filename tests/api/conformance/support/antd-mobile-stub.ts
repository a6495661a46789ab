/**
 * Stands in for antd-mobile in the replays: its CommonJS entry (the one Node resolves for an externalized
 * dependency) starts with `require("./global.css")`, which Node cannot load. The real actors only use its
 * Toast and Dialog to show notices, so those are recorders; every API call of the actors is real.
 * Use: `vi.mock('antd-mobile', () => import('./support/antd-mobile-stub.js'))`.
 */
const notices: unknown[] = [];

export const Toast = { show: (options: unknown) => { notices.push(options); } };

export const Dialog = { alert: (options: unknown) => { notices.push(options); return Promise.resolve(); } };
