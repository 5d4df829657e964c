/**
 * The words and figure of a paid result's keepsake card (GET /api/reports/{id}/card, drawn by
 * components/og/report-card.tsx), apart from how they are laid out. Pure: the route passes the
 * stored report and the page's labels; a test can pass the same.
 *
 * The card never carries what the person wrote (the question, the plans) unless `question` is
 * given: the route gives it only when the person ticked "show my question", and then only a
 * Current Insight's question, cut to QUESTION_MAX characters. No generated text is drawn (a reading
 * may quote the question): the line under the figure is our own content, in the page's language.
 */
import { z } from 'zod';
import { site } from '@/lib/config/site';
import type { Element } from '@/content/quizzes/element-order';
import type { BookType } from '@/content/quizzes/schema';
import type { Locale } from '@/i18n/routing';
import { formatReportDate } from '@/lib/i18n/dates';
import { getHexagram } from '@/lib/iching/library';
import { hexagramName } from '@/lib/iching/names';
import type { ReportProduct } from '@/lib/purchases/products';
import { elementReportModel, joinNames } from '@/lib/quiz/element-report';
import type { ElementScore } from '@/lib/quiz/scoring';
import { quizView } from '@/lib/quiz/views';
import { changingLinesOf, guidanceFor, relatingHexagram } from '@/lib/insight/changing';
import { allChangingName, lineName } from '@/lib/insight/local/lines';
import { castLinesOf, sharePagePath } from './card-link';

/** The card's size: 4:5 portrait, the shape chat apps and feeds show largest on a phone. */
export const REPORT_CARD_SIZE = { width: 1080, height: 1350 } as const;
/** The longest question a card shows (characters); a longer one ends in "…". */
export const QUESTION_MAX = 120;
/** The longest line of the result's words a card shows. */
export const MESSAGE_MAX = 110;

/** The query of GET /api/reports/{id}/card. */
export const reportCardQuerySchema = z.strictObject({
  locale: z.enum(['ko', 'en'], 'locale must be ko or en').default('ko'),
  question: z.enum(['0', '1'], 'question must be 0 or 1').default('0'),
  tz: z
    .string()
    .max(64, 'tz must be an IANA time zone')
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: zone });
        return /^[A-Za-z0-9_+\-/]+$/.test(zone);
      } catch {
        return false; // Intl refuses the name: not a time zone
      }
    }, 'tz must be an IANA time zone')
    .optional(),
  download: z.enum(['0', '1'], 'download must be 0 or 1').optional(),
});

/** The stored report, as lib/reports/store.ts findReportById reads it. */
export interface CardSource {
  kind: ReportProduct;
  input: unknown;
  result: unknown;
  createdAt: string;
}

/** The page's words the card uses (messages: KeepResult.card). */
export interface CardLabels {
  kind: Record<ReportProduct, string>;
  /** 'Hexagram {number}' */
  hexagramNumber: (number: number) => string;
  /** 'My question' */
  question: string;
  /** 'Leading energy' / 'Equal energies' */
  leading: string;
  tied: string;
  /** 'Reader type' */
  readerType: string;
  /** '{percent}% of your answers' */
  share: (percent: number) => string;
  /** the label of the line that matters: 'The Judgment' / 'Line {name}' / 'Why this hexagram' / 'Next step' */
  judgement: string;
  line: (name: string) => string;
  why: string;
  nextStep: string;
}

export interface ReportCardText {
  kind: string;
  /** the result's essence: the profile, the reader type, or the reading's hexagram */
  eyebrow: string;
  title: string;
  subtitle: string | null;
  /** a colour per element named (quiz results); empty for the others */
  colors: string[];
  hexagram: { number: number; pattern: string; label: string; name: string; chinese: string };
  /** a line of our own words: the profile's or reader type's first sentence, the hexagram's summary */
  message: string | null;
  question: { label: string; text: string } | null;
  /** the one line that matters, in our words: the text the casting rules select, or the profile's own */
  line: { label: string; text: string } | null;
  /** where the shared card leads, as printed (host and path, no scheme); null without an origin */
  link: string | null;
  date: string;
  brand: string;
}

type Json = Record<string, unknown>;
const record = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});

/** Whitespace flattened, cut at `max` characters with "…" (never inside a surrogate pair). */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  if (chars.length <= max) return flat;
  let cut = chars.slice(0, max - 1).join('');
  // English is cut between words when a space is near the end ("character and…", not "and r…")
  const space = cut.lastIndexOf(' ');
  if (/[A-Za-z]/.test(chars[max - 1] ?? '') && space > cut.length - 20) cut = cut.slice(0, space);
  return `${cut.trimEnd()}…`;
}

/**
 * The first sentence of a text. One longer than `max` ends at a clause that stands alone, so the
 * card shows a whole thought and not a cut one: at its colon, semicolon or dash ("Waiting with
 * confidence."), else at its last comma before a clause of its own ("Organizing many people for a hard,
 * shared task, where …" ends "… shared task."), and
 * only without either is it cut with "…".
 */
export function firstSentence(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const end = flat.search(/[.!?。](\s|$)/);
  const sentence = end >= 0 ? flat.slice(0, end + 1) : flat;
  if ([...sentence].length <= max) return sentence;
  const head = [...sentence].slice(0, max - 1).join('');
  const clause = head.search(/\s?[:;—]\s| \(/);
  // a comma before a new clause or a phrase of its own ("…, where", "…, and letting", "…, gathering"),
  // never one inside a list ("a hard, shared task")
  const joints = [...head.matchAll(/, (?=(?:and|but|so|yet|or|where|when|while|which|as|like|rather|until)\b|\w+ing (?!and\b|or\b)\w)/g)];
  const comma = joints.at(-1)?.index ?? -1;
  const at = clause >= 15 ? clause : comma >= 20 ? comma : -1;
  return at >= 0 ? `${head.slice(0, at).trimEnd()}${/[가-힣]$/.test(head.slice(0, at).trimEnd()) ? '…' : '.'}` : clip(sentence, max);
}

/** The last sentence of a text (its point, where the first only names the hexagram), cut to `max`. */
export function lastSentence(text: string, max: number): string {
  const parts = text.replace(/\s+/g, ' ').trim().split(/(?<=[.!?。])\s+/);
  return clip(parts.at(-1) ?? text, max);
}

/** The app's name as the cards sign it: both names ("결 · Gyeol"), or one when they are the same. */
export function productMark(): string {
  return site.productName.ko === site.productName.en ? site.productName.en : `${site.productName.ko} · ${site.productName.en}`;
}

/** The hexagram part of a card, named as every screen names it (lib/iching/names.ts). */
function hexagramPart(number: number, locale: Locale, labels: CardLabels): ReportCardText['hexagram'] {
  const h = getHexagram(number);
  if (!h) throw new Error(`no hexagram ${number}`);
  return { number, pattern: h.pattern, label: labels.hexagramNumber(number), name: hexagramName(number, locale), chinese: h.chineseName };
}

const isElementScore = (value: Json): value is Json & ElementScore =>
  typeof value.dominant === 'string' && typeof value.percents === 'object' && value.percents !== null && Array.isArray(value.supporting);

/** The longest line that matters a card shows. */
export const LINE_MAX = 120;

/**
 * The text the casting rules select for a reading (lib/iching/reading.ts guidanceFor, the casting
 * page's table): a changing line's words, the use line's, or the Judgment's, in our wording.
 */
function selectedLine(number: number, changing: readonly (1 | 2 | 3 | 4 | 5 | 6)[], locale: Locale, labels: CardLabels): ReportCardText['line'] {
  const primary = getHexagram(number);
  if (!primary) return null;
  const patterns = Array.from({ length: 64 }, (_, i) => getHexagram(i + 1)?.pattern ?? '');
  const relating = relatingHexagram(primary.pattern, changing, patterns);
  const governing = guidanceFor(number, relating?.number, changing).texts[0]?.text;
  const h = governing ? getHexagram(governing.hexagram) : undefined;
  if (!governing || !h) return null;
  const wording = h.text[locale];
  if (governing.part === 'line') {
    const text = wording.lines[governing.position - 1]?.text;
    const label = h.lines[governing.position - 1]?.label ?? '';
    return text ? { label: labels.line(withoutHanja(lineName(label, governing.position, locale))), text: clip(withoutHanja(text), LINE_MAX) } : null;
  }
  if (governing.part === 'useLine' && wording.useLine && h.useLine) {
    return { label: labels.line(withoutHanja(allChangingName(h.useLine.label, locale))), text: clip(withoutHanja(wording.useLine.text), LINE_MAX) };
  }
  // the hanja glossed in brackets (대군(大君)) are not all in the card's fonts: the Korean reading stands alone
  return { label: labels.judgement, text: clip(withoutHanja(wording.judgement), LINE_MAX) };
}

/** A name without its bracketed hanja: 금(金) · 쇠의 사랑 → 금 · 쇠의 사랑. */
export const withoutHanja = (name: string): string => name.replace(/\s*\([\u3400-\u9fff]+\)/gu, '');

/**
 * The card's words for a stored report, in `locale` (the page's, whatever language the report was
 * made in). `question` is the opt-in: true puts a Current Insight's question on the card. Throws
 * when the stored result is not one this code wrote (the route answers 404 then).
 */
export function reportCardText(
  report: CardSource,
  { locale, labels, question = false, timeZone, origin }: { locale: Locale; labels: CardLabels; question?: boolean; timeZone?: string; origin?: string },
): ReportCardText {
  const result = record(report.result);
  const input = record(report.input);
  const printed = (castLines: string | null) => (origin ? `${new URL(origin).host}${sharePagePath(locale, castLines)}` : null);
  const base = {
    kind: labels.kind[report.kind],
    date: formatReportDate(report.createdAt, locale, timeZone ?? (locale === 'ko' ? 'Asia/Seoul' : 'UTC')),
    brand: locale === 'en' ? site.productName.en : productMark(),
    question: null as ReportCardText['question'],
  };
  switch (report.kind) {
    case 'character_insight':
    case 'relationship_insight': {
      if (!isElementScore(result)) throw new Error('not an element result');
      const view = quizView(report.kind === 'character_insight' ? 'character' : 'relationship', locale);
      if (view.quiz === 'book') throw new Error('unreachable');
      const model = elementReportModel(result);
      const profile = view.profiles[model.leading];
      if (!profile) throw new Error('unknown element');
      const tie = model.tied.length > 1;
      // the element's hanja (목(木) …) stay on the page: the card fonts draw some of them and not
      // others, so the card names every element the same way, in Hangul or English only
      const elementName = (element: Element) => withoutHanja(view.profiles[element].name);
      return {
        ...base,
        eyebrow: `${tie ? labels.tied : labels.leading} · ${labels.share(model.percent)}`,
        title: tie ? joinNames(model.tied.map(elementName), locale) : elementName(model.leading),
        subtitle: profile.title,
        colors: model.tied.map((element) => view.profiles[element].color),
        hexagram: hexagramPart(profile.report.hexagram.id, locale, labels),
        message: firstSentence(profile.description, MESSAGE_MAX),
        line: { label: labels.why, text: lastSentence(withoutHanja(profile.report.hexagram.reason), LINE_MAX) },
        link: printed(null),
      };
    }
    case 'book_insight': {
      const view = quizView('book', locale);
      if (view.quiz !== 'book') throw new Error('unreachable');
      const type = view.types[result.dominant as BookType];
      if (!type) throw new Error('unknown reader type');
      return {
        ...base,
        eyebrow: labels.readerType,
        title: type.name,
        subtitle: null,
        colors: [],
        hexagram: hexagramPart(type.hexagram.id, locale, labels),
        message: firstSentence(type.description, MESSAGE_MAX),
        line: { label: labels.nextStep, text: firstSentence(type.nextSteps, LINE_MAX) },
        link: printed(null),
      };
    }
    case 'current_insight':
    case 'plan_insight': {
      const number = result.hexagram_id;
      if (typeof number !== 'number' || !getHexagram(number)) throw new Error('no hexagram');
      const asked = report.kind === 'current_insight' && question && typeof input.question === 'string' && input.question.trim() ? input.question : null;
      const hexagram = hexagramPart(number, locale, labels);
      return {
        ...base,
        eyebrow: hexagram.label,
        title: hexagram.name,
        subtitle: hexagram.chinese,
        colors: [],
        hexagram,
        // the hexagram's own message in our words, never the generated text: that may quote the question
        message: firstSentence(getHexagram(number)!.text[locale].summary, MESSAGE_MAX),
        question: asked ? { label: labels.question, text: clip(asked, QUESTION_MAX) } : null,
        line: selectedLine(number, changingLinesOf(result), locale, labels),
        link: printed(castLinesOf(hexagram.pattern, changingLinesOf(result))),
      };
    }
    default:
      throw new Error('not a paid result');
  }
}
