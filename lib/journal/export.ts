import type { Locale } from '@/i18n/routing';
import type { Queryable } from '@/lib/db/types';
import { getHexagram } from '@/lib/iching/library';
import type { ReportProduct } from '@/lib/purchases/products';
import type { JournalKeyring } from './crypto';
import { NOTE_COLUMNS, openNotes, type JournalEntry, type NoteRow } from './store';
import { readStoredSubject, REPORT_COLUMNS, type ReportRow } from './subjects';

/**
 * GET /api/journal/export: everything the person wrote in the journal, each note with the reading
 * it belongs to, as JSON or as Markdown. Read for its writer only, opened here, never cached.
 */

export interface ExportedReading {
  kind: 'report' | 'cast' | 'today';
  id: string;
  hexagram: { number: number; chineseName: string; name: Record<Locale, string> } | null;
  /** changing lines (a report's, a cast's) or today's line, from the bottom */
  lines: number[];
  /** a stored report: its product, when it was made, its question (Current Insight) */
  report?: { kind: ReportProduct; createdAt: string; question: string | null } | null;
}

export interface ExportedNote extends JournalEntry {
  reading: ExportedReading;
}

const EXPORT_BATCH = 500;

export async function exportNotes(db: Queryable, ring: JournalKeyring, userId: string): Promise<ExportedNote[]> {
  const rows: NoteRow[] = [];
  for (let after: string | null = null; ; ) {
    const params: unknown[] = [userId, EXPORT_BATCH];
    if (after) params.push(after);
    const { rows: batch }: { rows: NoteRow[] } = await db.query<NoteRow>(
      `select ${NOTE_COLUMNS} from public.journal_notes where user_id = $1 ${after ? 'and seq < $3::bigint' : ''} order by seq desc limit $2`,
      params,
    );
    rows.push(...batch);
    if (batch.length < EXPORT_BATCH) break;
    after = batch.at(-1)!.seq_text;
  }
  const entries = await openNotes(db, ring, userId, rows);
  const reportIds = [...new Set(entries.filter((e) => e.subject.kind === 'report').map((e) => e.subject.id))];
  const reports = new Map<string, ReportRow>();
  if (reportIds.length > 0) {
    const { rows: found } = await db.query<ReportRow>(`select ${REPORT_COLUMNS} from public.reports where user_id = $1 and id = any($2::uuid[])`, [userId, reportIds]);
    for (const report of found) reports.set(report.id, report);
  }
  return entries.map((entry) => {
    const reading = readStoredSubject(entry.subject, reports.get(entry.subject.id));
    const h = getHexagram(reading?.hexagram ?? entry.hexagram ?? 0);
    return {
      ...entry,
      reading: {
        ...entry.subject,
        hexagram: h ? { number: h.number, chineseName: h.chineseName, name: h.name } : null,
        lines: reading?.lines ?? [],
        ...(entry.subject.kind === 'report'
          ? { report: reading?.report ? { kind: reading.report.kind, createdAt: reading.report.createdAt, question: reading.report.question } : null }
          : {}),
      },
    };
  });
}

/** The words of the Markdown export in the reader's language (messages: JournalExport). */
export interface ExportLabels {
  title: string;
  exportedAt: (date: string) => string;
  empty: string;
  subject: Record<'report' | 'cast' | 'today', string>;
  product: Record<ReportProduct, string>;
  hexagram: (number: number, name: string) => string;
  lines: (lines: string) => string;
  todayLine: (line: string) => string;
  question: string;
  written: (date: string) => string;
  edited: (date: string) => string;
  followUps: string;
  readingGone: string;
}

/** A Markdown text's characters that would otherwise be read as markup start a line as text. */
const quote = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${line.replace(/^([#>*+\-=`|]|\d+\.)/, '\\$1')}`)
    .join('\n');

export function exportMarkdown(notes: readonly ExportedNote[], { locale, labels, now }: { locale: Locale; labels: ExportLabels; now: Date }): string {
  const date = (iso: string) => iso.slice(0, 10);
  const out = [`# ${labels.title}`, '', labels.exportedAt(date(now.toISOString())), ''];
  if (notes.length === 0) out.push(labels.empty, '');
  for (const note of notes) {
    const { reading } = note;
    const what = reading.report ? labels.product[reading.report.kind] : labels.subject[reading.kind];
    const figure = reading.hexagram ? ` · ${labels.hexagram(reading.hexagram.number, `${reading.hexagram.name[locale]} ${reading.hexagram.chineseName}`)}` : '';
    out.push(`## ${date(note.createdAt)} · ${what}${figure}`, '');
    if (reading.kind === 'report' && reading.report === null) out.push(`*${labels.readingGone}*`, '');
    if (reading.lines.length > 0) out.push((reading.kind === 'today' ? labels.todayLine : labels.lines)(reading.lines.join(', ')), '');
    if (reading.report?.question) out.push(`**${labels.question}**`, '', quote(reading.report.question), '');
    out.push(note.text, '', `*${labels.written(note.createdAt)}${note.updatedAt !== note.createdAt ? ` · ${labels.edited(note.updatedAt)}` : ''}*`, '');
    if (note.followUps.length > 0) {
      out.push(`### ${labels.followUps}`, '');
      for (const f of note.followUps) out.push(`- ${date(f.createdAt)}: ${f.text.replace(/\r?\n/g, '\n  ')}`);
      out.push('');
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
}
