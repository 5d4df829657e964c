/**
 * Quiz scoring as the spec's section 5 defines it. Pure functions, no React: the API scores the
 * answers it receives and stores the result against the purchase.
 *
 * - Dominant element: the highest count; ties go to the first in the order wood, fire, earth,
 *   metal, water; no answers at all gives wood.
 * - Percent per element: count / number of questions, as a rounded whole percentage (0–100).
 * - Supporting energies: up to two other elements with a percent above 0, highest first (ties keep
 *   the wood…water order).
 * - Life Book: the first type (growth, creative, wisdom, analytical, philosophical) with the most answers.
 *
 * readAnswerList checks a submitted list (one answer index 0–4 per question, in order) against a
 * quiz before scoring, and says what was wrong with a typed error.
 */
import { BOOK_TYPES, ELEMENTS, type BookType, type Element } from '@/content/quizzes/schema';

const MAX_SUPPORTING_ENERGIES = 2;

interface ElementShare {
  element: Element;
  /** Whole percent, 0–100. */
  percent: number;
}

export interface ElementScore {
  dominant: Element;
  percents: Record<Element, number>;
  /** At most two, never the dominant element, each above 0 %, highest first. */
  supporting: ElementShare[];
}

function countIn<K extends string>(order: readonly K[], picks: readonly K[]): Record<K, number> {
  const counts = Object.fromEntries(order.map((key) => [key, 0])) as Record<K, number>;
  for (const pick of picks) counts[pick] += 1;
  return counts;
}

/** The first key in `order` holding the highest count (so the first key when nothing was counted). */
function firstWithMost<K extends string>(order: readonly [K, ...K[]], counts: Record<K, number>): K {
  let best = order[0];
  for (const key of order) if (counts[key] > counts[best]) best = key;
  return best;
}

/** Score a Character or Relationship quiz from the element of each chosen answer. */
export function scoreElements(answers: readonly Element[]): ElementScore {
  const counts = countIn(ELEMENTS, answers);
  const dominant = firstWithMost(ELEMENTS, counts);
  const total = answers.length;
  const percents = Object.fromEntries(
    ELEMENTS.map((element) => [element, total === 0 ? 0 : Math.round((counts[element] * 100) / total)]),
  ) as Record<Element, number>;
  const supporting = ELEMENTS.filter((element) => element !== dominant && percents[element] > 0)
    .map((element) => ({ element, percent: percents[element] }))
    // Array.prototype.sort is stable: equal percents keep the wood…water order.
    .sort((a, b) => b.percent - a.percent)
    .slice(0, MAX_SUPPORTING_ENERGIES);
  return { dominant, percents, supporting };
}

/** The Life Book reader type of the answers' types. */
export function dominantBookType(answers: readonly BookType[]): BookType {
  return firstWithMost(BOOK_TYPES, countIn(BOOK_TYPES, answers));
}

type AnswerListError =
  | { code: 'not_a_list'; message: string }
  | { code: 'wrong_length'; message: string; expected: number; received: number }
  | { code: 'invalid_answer'; message: string; question: number };

type AnswerListResult<A> = { ok: true; answers: A[] } | { ok: false; error: AnswerListError };

/**
 * The chosen answer of each question when `input` is a list of exactly one valid answer index per
 * question; otherwise a typed error (`question` is the 0-based position of the first bad index).
 */
export function readAnswerList<A>(questions: readonly { answers: readonly A[] }[], input: unknown): AnswerListResult<A> {
  if (!Array.isArray(input)) {
    return { ok: false, error: { code: 'not_a_list', message: 'answers must be a list of answer indexes' } };
  }
  if (input.length !== questions.length) {
    return {
      ok: false,
      error: {
        code: 'wrong_length',
        message: `expected ${questions.length} answers, received ${input.length}`,
        expected: questions.length,
        received: input.length,
      },
    };
  }
  const chosen: A[] = [];
  for (const [position, question] of questions.entries()) {
    const index: unknown = input[position];
    const answer = typeof index === 'number' && Number.isInteger(index) ? question.answers[index] : undefined;
    if (answer === undefined) {
      return {
        ok: false,
        error: {
          code: 'invalid_answer',
          message: `answer ${position + 1} must be a whole number from 0 to ${question.answers.length - 1}`,
          question: position,
        },
      };
    }
    chosen.push(answer);
  }
  return { ok: true, answers: chosen };
}
