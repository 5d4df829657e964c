import { getTranslations } from 'next-intl/server';
import type { PolicyBlock, PolicyDocument, PolicyTable } from '@/content/policies';
import { POLICY_EFFECTIVE_DATE } from '@/content/policies';
import { formatEffectiveDate, sectionAnchor } from '@/lib/policies/policies';
import { PolicyText } from './policy-text';

/**
 * A policy document: effective date, introduction, table of contents and the numbered sections.
 * Its labels follow the document's language, which on the privacy page may differ from the page's.
 * `idPrefix` keeps anchors unique when two language versions share one page.
 */
export async function PolicyArticle({ doc, idPrefix }: { doc: PolicyDocument; idPrefix?: string }) {
  const t = await getTranslations({ locale: doc.language, namespace: 'Policies' });
  const tocId = sectionAnchor('contents', idPrefix);
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4">
        <p className="text-sm text-ink-soft">
          {t('effective')} <time dateTime={doc.effective ?? POLICY_EFFECTIVE_DATE}>{formatEffectiveDate(doc.language, doc.effective)}</time>
        </p>
        <Blocks blocks={doc.intro} />
      </div>

      <nav aria-labelledby={tocId} className="rounded-2xl border border-line bg-white/60 px-5 py-4">
        <h2 id={tocId} className="font-serif text-lg font-semibold">{t('contents')}</h2>
        <ol className="mt-2 flex flex-col">
          {doc.sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${sectionAnchor(section.id, idPrefix)}`}
                className="flex gap-2 rounded-md py-1.5 text-ink-soft hover:text-ink hover:underline hover:underline-offset-4"
              >
                <span className="min-w-5 shrink-0 whitespace-nowrap tabular-nums text-seal">{index + 1}.</span>
                <span>{section.heading}</span>
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {doc.sections.map((section, index) => (
        <section key={section.id} id={sectionAnchor(section.id, idPrefix)} className="scroll-mt-6 flex flex-col gap-4">
          <h2 className="font-serif text-xl leading-snug font-semibold">
            <span className="tabular-nums text-seal">{index + 1}.</span> {section.heading}
          </h2>
          <Blocks blocks={section.blocks} />
        </section>
      ))}
    </div>
  );
}

function Blocks({ blocks }: { blocks: PolicyBlock[] }) {
  return blocks.map((block, index) =>
    block.kind === 'table' ? (
      <Table key={index} table={block} />
    ) : block.kind === 'p' ? (
      <p key={index}>
        <PolicyText text={block.text} />
      </p>
    ) : (
      <ul key={index} className="flex list-disc flex-col gap-2 pl-5 marker:text-yang">
        {block.items.map((item, i) => (
          <li key={i} className="pl-1">
            {typeof item === 'string' ? (
              <PolicyText text={item} />
            ) : (
              <>
                <strong className="font-semibold text-ink">{item.term}</strong>: <PolicyText text={item.text} />
              </>
            )}
          </li>
        ))}
      </ul>
    ),
  );
}

/**
 * A policy table. From the sm breakpoint up it is a plain table; on a phone each row becomes a
 * card whose cells carry their column's name (data-label), so nothing is cut off or scrolled.
 */
export function Table({ table }: { table: PolicyTable }) {
  return (
    <table className="w-full border-collapse text-[0.95em] leading-relaxed max-sm:block">
      <thead className="max-sm:sr-only">
        <tr className="border-b border-line text-left">
          {table.head.map((cell) => (
            <th key={cell} scope="col" className="px-2 py-2 align-bottom font-semibold text-ink">{cell}</th>
          ))}
        </tr>
      </thead>
      <tbody className="max-sm:flex max-sm:flex-col max-sm:gap-3">
        {table.rows.map((row, r) => (
          <tr key={r} className="border-b border-line/70 align-top max-sm:flex max-sm:flex-col max-sm:gap-1 max-sm:rounded-xl max-sm:border max-sm:bg-white/60 max-sm:px-4 max-sm:py-3">
            {row.map((cell, c) => (
              <td
                key={c}
                data-label={table.head[c]}
                className={`px-2 py-2 max-sm:p-0 max-sm:before:block max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-ink-soft max-sm:before:content-[attr(data-label)] ${c === 0 ? 'font-medium text-ink' : ''}`}
              >
                <PolicyText text={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
