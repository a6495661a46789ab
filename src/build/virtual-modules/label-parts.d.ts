/**
 * The label file parts of src/build/vite-plugins/label-parts.ts, as the app sees them: one part of one language's
 * bundled labels (schemas/i18n/<lang>.json?labels=<part>).
 */
declare module '*.json?labels=firstScreen' {
  const labels: Record<string, unknown>;
  export default labels;
}

declare module '*.json?labels=order' {
  const labels: Record<string, unknown>;
  export default labels;
}

declare module '*.json?labels=pages' {
  const labels: Record<string, unknown>;
  export default labels;
}
