import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Tags a gateway article may keep: plain formatting, lists, tables, headings, links and images. */
const ALLOWED_TAGS = [
  'a', 'b', 'strong', 'i', 'em', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'br', 'hr',
  'p', 'div', 'span', 'blockquote', 'pre', 'code',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
  'img', 'figure', 'figcaption',
];

/** Attributes kept: links, images, table spans. No style, no class, no event handlers. */
const ALLOWED_ATTR = ['href', 'title', 'alt', 'src', 'width', 'height', 'colspan', 'rowspan', 'target', 'rel'];

/** http(s), mailto, tel, or a relative address (no scheme): javascript:, data:, vbscript: are dropped. */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Image sources: http(s), relative, or an inline raster data: image. */
const SAFE_IMG = /^(?:https?:|data:image\/(?:png|jpe?g|gif|webp);base64,|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** The app's own purifier (its hooks do not leak into other users of DOMPurify). */
let purifier: ReturnType<typeof DOMPurify> | null = null;

function ensurePurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const href = node.getAttribute('href');
      if (href !== null && !SAFE_URL.test(href.trim())) node.removeAttribute('href');
      const external = href !== null && /^(?:https?:)?\/\//i.test(href.trim());
      if (external) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
        node.setAttribute('rel', 'noopener');
      }
    }
    if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src');
      if (src !== null && !SAFE_IMG.test(src.trim())) node.removeAttribute('src');
      node.setAttribute('loading', 'lazy');
    }
  });
  return purifier;
}

/**
 * Sanitises gateway HTML: only basic formatting survives; scripts, styles, iframes, forms, event handlers
 * and javascript:/vbscript: addresses are removed; links get rel="noopener" (external ones open in a new tab).
 */
export function sanitizeHtml(html: string): string {
  return ensurePurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [...ALLOWED_ATTR, 'loading'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORBID_TAGS: ['script', 'style', 'iframe', 'object', 'embed', 'form', 'input', 'svg', 'math', 'link', 'meta', 'base'],
    FORBID_ATTR: ['style', 'class', 'id'],
    KEEP_CONTENT: true,
  });
}

export interface RichTextProps {
  /** HTML from the gateway (agreements, knowledge articles, product descriptions). Never trusted. */
  html: string | null | undefined;
  className?: string;
  testId?: string;
}

/** Sanitised rich text of the gateway (docs/spec/storefront-spec.md#8-the-error-catalogue: no markup of the gateway runs in the app). */
export function RichText({ html, className, testId }: RichTextProps) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  return (
    <div
      className={className ? `rich-text ${className}` : 'rich-text'}
      data-testid={testId}
      // Sanitised by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
