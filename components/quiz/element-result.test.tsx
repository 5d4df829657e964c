import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ClientStrings } from '@/components/i18n/client-strings';
import type { Element } from '@/content/quizzes/schema';
import { relationOf } from '@/lib/quiz/cycles';
import { tieRelations } from '@/lib/quiz/element-report';
import { scoreElements } from '@/lib/quiz/scoring';
import { quizView } from '@/lib/quiz/views';
import en from '@/messages/en.json';
import ko from '@/messages/ko.json';
import { ElementResult } from './element-result';

// the hexagram link needs the Next router, which a static render has not
vi.mock('@/components/i18n/client-link', () => ({ ClientLink: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a> }));

const answers = (counts: Partial<Record<Element, number>>): Element[] =>
  (Object.entries(counts) as [Element, number][]).flatMap(([element, n]) => Array<Element>(n).fill(element));

/** The element names listed under the report's clash heading (the overcoming cycle). */
function clashList(locale: 'ko' | 'en', counts: Partial<Record<Element, number>>): { names: string[]; html: string } {
  const view = quizView('relationship', locale);
  if (view.quiz === 'book') throw new Error('an element quiz');
  const messages = locale === 'ko' ? ko : en;
  const html = renderToStaticMarkup(
    <ClientStrings locale={locale} messages={{ Quiz: messages.Quiz }}>
      <ElementResult result={scoreElements(answers(counts))} profiles={view.profiles} />
    </ClientStrings>,
  );
  const from = html.indexOf(messages.Quiz.report.cycle.overcoming);
  const section = html.slice(from, html.indexOf('quiz-report-season'));
  const names = (Object.keys(messages.Quiz.report.elements) as Element[]).filter((e) =>
    new RegExp(`>${messages.Quiz.report.elements[e]}</span>`, 'u').test(section),
  );
  return { names, html: section };
}

describe('a Relationship result tied between two elements', () => {
  it('names as clashing only elements that clash with both: earth and water tied lists no water and no element against one of them only', () => {
    for (const locale of ['ko', 'en'] as const) {
      const { names, html } = clashList(locale, { earth: 3, water: 3, wood: 1 });
      expect(names).not.toContain('water');
      expect(names).toEqual([]);
      expect(html).toContain('tie-no-overcoming');
    }
  });

  it('wood and fire tied clash with metal alone, which checks wood and is checked by fire', () => {
    expect(tieRelations(['wood', 'fire'])).toEqual({ generating: [], overcoming: ['metal'] });
    expect(clashList('ko', { wood: 3, fire: 3, earth: 1 }).names).toEqual(['metal']);
  });

  it('every listed match or clash of any tie holds for each tied element, and a single element keeps its four', () => {
    expect(tieRelations(['earth'])).toEqual({ generating: ['fire', 'metal'], overcoming: ['wood', 'water'] });
    const all: Element[] = ['wood', 'fire', 'earth', 'metal', 'water'];
    for (const a of all) for (const b of all.filter((x) => x > a)) {
      const { generating, overcoming } = tieRelations([a, b]);
      for (const e of generating) for (const s of [a, b]) expect(['mother', 'child']).toContain(relationOf(s, e));
      for (const e of overcoming) for (const s of [a, b]) expect(['controller', 'controlled']).toContain(relationOf(s, e));
    }
  });
});
