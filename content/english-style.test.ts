/**
 * House style of the English content and UI strings: American spelling everywhere, and
 * one trigram naming, the Korean romanization of the trigram row (Geon, Gon, Jin, Son, Gam, Ri, Gan,
 * Tae), never pinyin. Scans the English side of content/iching/text/NN.json, every value of
 * messages/en.json, and the string literals of the content modules (policies, flag page, quizzes,
 * site), one test per file so a failure names its file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findBritishSpellings, findPinyinTrigramNames } from '@/lib/i18n/us-spelling';

const ROOT = join(__dirname, '..');

/** Every string value in a JSON value (keys are code and are not checked: "judgement" stays a key). */
function jsonStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => jsonStrings(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => jsonStrings(v, out));
  return out;
}

/** The text of every string and template literal in a TypeScript module (not comments or names). */
function tsStrings(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      // a web address (a book's source, content/quizzes/book.ts) is not English text
      if (!/^https?:\/\//.test(node.text)) out.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

function listFiles(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
    .filter((path) => !path.includes(`${join('content', 'iching', 'reference')}`))
    .sort();
}

/** The English strings of each scanned file, by path relative to the repository. */
function englishSources(): [string, string[]][] {
  const sources: [string, string[]][] = [];
  for (const path of listFiles('content/iching/text', (name) => /^\d\d\.json$/.test(name))) {
    sources.push([path, jsonStrings((JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as { en: unknown }).en)]);
  }
  sources.push(['messages/en.json', jsonStrings(JSON.parse(readFileSync(join(ROOT, 'messages/en.json'), 'utf8')))]);
  const modules = listFiles('content', (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.ko.ts'))
    .filter((path) => !['content/iching/index.ts', 'content/iching/schema.ts'].includes(path.split('\\').join('/')));
  for (const path of modules) sources.push([path, tsStrings(join(ROOT, path))]);
  return sources;
}

const sources = englishSources();

describe('English content and UI strings', () => {
  it('covers the wording of all 64 hexagrams, the messages and the content modules', () => {
    const paths = sources.map(([path]) => path.split('\\').join('/'));
    expect(paths.filter((p) => p.startsWith('content/iching/text/'))).toHaveLength(64);
    expect(paths).toEqual(expect.arrayContaining(['messages/en.json', 'content/policies/privacy-policy.en.ts', 'content/policies/terms-of-use.en.ts', 'content/korea/flag.ts']));
  });

  it.each(sources)('%s uses American spelling', (_path, strings) => {
    const hits = strings.flatMap((s) => findBritishSpellings(s).map((hit) => `${hit.word} → ${hit.us}: "${s.slice(0, 80)}…"`));
    expect(hits).toEqual([]);
  });

  it.each(sources)('%s names trigrams in Korean romanization, not pinyin', (_path, strings) => {
    const hits = strings.flatMap((s) => findPinyinTrigramNames(s).map((name) => `${name}: "${s.slice(0, 80)}…"`));
    expect(hits).toEqual([]);
  });
});

describe('the style checks themselves', () => {
  it('catch British spellings whole-word, in any case and inflection, and leave American ones alone', () => {
    const words = (text: string) => findBritishSpellings(text).map((hit) => `${hit.word}>${hit.us}`);
    expect(words('A favourable Centre, judgements and colours; she practised, he travelled.')).toEqual([
      'favourable>favorable', 'Centre>Center', 'judgements>judgments', 'colours>colors', 'practised>practiced', 'travelled>traveled',
    ]);
    expect(words('Recognise the honour; well-travelled counsellors fulfil their defence.')).toEqual([
      'Recognise>Recognize', 'honour>honor', 'well-travelled>well-traveled', 'travelled>traveled', 'counsellors>counselors', 'fulfil>fulfill', 'defence>defense',
    ]);
    expect(words('A favorable center, judgments, colors, practice, flavor, rise, promise, precise, analyses, practiced.')).toEqual([]);
  });

  it('catch pinyin trigram names, with or without tone marks, but not ordinary words', () => {
    expect(findPinyinTrigramNames('both Qian (乾) and Kūn, then Zhèn, Xùn, Kǎn, Lí, Gèn and Duì')).toEqual(['Qian', 'Kun', 'Zhen', 'Xun', 'Kan', 'Li', 'Gen', 'Dui']);
    expect(findPinyinTrigramNames('Geon (乾), Gon, Jin, Son, Gam, Ri, Gan and Tae; gentle kindness, a little genre, Kant')).toEqual([]);
  });
});
