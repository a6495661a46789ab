import type { MouseEvent, ReactNode } from 'react';
import type { TextLink } from '../widget-services.js';

/** `text` cut at the first occurrence of each link's phrase, in reading order. */
function segments(text: string, links: readonly TextLink[]): (string | TextLink)[] {
  const found = links
    .map((link) => ({ link, at: link.phrase === '' ? -1 : text.indexOf(link.phrase) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  const parts: (string | TextLink)[] = [];
  let from = 0;
  for (const { link, at } of found) {
    // A phrase inside one already linked (overlapping words) stays plain text.
    if (at < from) continue;
    if (at > from) parts.push(text.slice(from, at));
    parts.push(link);
    from = at + link.phrase.length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

/**
 * A label whose words name a text to read (the declaration, the policy terms) with those words as links, as the
 * sign-in page's terms and privacy policy are. Tapping a link opens the text and does not tick the box around it.
 */
export function LinkedText({ text, links }: { text: string; links: readonly TextLink[] }): ReactNode {
  if (links.length === 0) return text;
  return segments(text, links).map((part, index) => {
    if (typeof part === 'string') return part;
    const open = (event: MouseEvent<HTMLButtonElement>) => {
      // The link sits in the checkbox's label: the tap reads the text, it does not answer the question.
      event.preventDefault();
      event.stopPropagation();
      part.open();
    };
    return <button key={index} type="button" className="mo-text-link" data-testid={part.testId} onClick={open}>{part.phrase}</button>;
  });
}
