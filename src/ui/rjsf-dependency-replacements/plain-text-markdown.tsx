import type { HTMLAttributes, ReactNode } from 'react';

/** What rjsf hands markdown-to-jsx's `Markdown`: the text, the parser's options, attributes of the wrapper. */
export interface PlainTextMarkdownProps extends HTMLAttributes<HTMLSpanElement> {
  children?: ReactNode;
  /** The parser's options (markdown-to-jsx's); nothing is parsed here, so they have no effect. */
  options?: unknown;
}

/**
 * Stands in for markdown-to-jsx's `Markdown` in the storefront build (vite.config.ts aliases
 * `markdown-to-jsx/react` here, docs/decisions/014-no-markdown-parser-and-lazy-overlays.md): the text is shown as it is written. rjsf's Form imports its
 * whole default registry, and with it the 86 KB markdown parser, even for a form whose registry overrides every
 * part that renders markdown; no product asks for markdown (`ui:enableMarkdownInDescription`, a check in
 * tests/unit/engine keeps it so), and rjsf's own messages that use it describe broken schemas.
 */
export function Markdown({ children, options: _options, ...attributes }: PlainTextMarkdownProps) {
  return <span {...attributes}>{children}</span>;
}
