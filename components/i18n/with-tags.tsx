import { Fragment, type ReactNode } from 'react';

/**
 * A formatted client string with simple tags (`<email>…</email>`) turned into elements, for the
 * client components (their formatter has no rich text): each tag's content goes to its renderer.
 */
export function withTags(text: string, tags: Record<string, (chunk: string) => ReactNode>): ReactNode[] {
  const out: ReactNode[] = [];
  const pattern = /<(\w+)>([\s\S]*?)<\/\1>/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const render = tags[match[1]!];
    out.push(text.slice(last, match.index));
    out.push(render ? <Fragment key={match.index}>{render(match[2]!)}</Fragment> : match[2]);
    last = match.index + match[0].length;
  }
  out.push(text.slice(last));
  return out;
}
