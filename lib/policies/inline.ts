/**
 * The tiny inline markup of the policy texts: `**emphasis**`, `[label](/path)` (a page of this
 * site) and `[label](mailto:address)`. Anything else is plain text; any other link target is a
 * content error and throws, so a typo cannot ship (the unit test renders every document).
 */
type InlineSegment =
  | { type: 'text'; text: string }
  | { type: 'strong'; text: string }
  | { type: 'link'; text: string; href: string; target: 'page' | 'email' };

const TOKEN = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(source: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  let last = 0;
  for (const match of source.matchAll(TOKEN)) {
    const index = match.index;
    if (index > last) segments.push({ type: 'text', text: source.slice(last, index) });
    const [whole, strong, label, href] = match;
    if (strong !== undefined) {
      segments.push({ type: 'strong', text: strong });
    } else if (label !== undefined && href !== undefined) {
      segments.push({ type: 'link', text: label, href, target: linkTarget(href) });
    }
    last = index + whole.length;
  }
  if (last < source.length) segments.push({ type: 'text', text: source.slice(last) });
  return segments;
}

function linkTarget(href: string): 'page' | 'email' {
  if (/^\/(?!\/)/.test(href)) return 'page';
  if (/^mailto:[^@\s]+@[^@\s]+$/.test(href)) return 'email';
  throw new Error(`policy text links to an unsupported target: ${href}`);
}

/** The text a reader sees, markup removed (for checks and plain-text uses). */
export function plainText(source: string): string {
  return parseInline(source)
    .map((segment) => segment.text)
    .join('');
}
