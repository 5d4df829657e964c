/**
 * The Korean house style (docs/korean-style.md) across the whole tree: every Korean string in
 * messages/ko.json and in content/, lib/, components/ and app/ (JSON values, TypeScript string and
 * template literals, JSX text; not comments, not tests). No 당신 (the reader is addressed by leaving
 * the subject out, a role or 나), no 통찰 (the products are 풀이 and 리포트), one word for each thing
 * (리포트, never 보고서; 답변, never 응답 for what a person answered), one polite imperative (-세요, never -십시오 or -하시오).
 * The register of each surface is held by lib/i18n/register.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..');
const HANGUL = /[가-힣]/u;

/** Every string value in a JSON value. */
function jsonStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => jsonStrings(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => jsonStrings(v, out));
  return out;
}

/** The string and template literals and the JSX text of a TypeScript module. */
function tsStrings(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isJsxText(node)) out.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const SOURCE = /\.(ts|tsx|mts|json)$/u;
const NOT_SHOWN = /\.(test|spec)\.(ts|tsx|mts)$|\.d\.ts$/u;

/** Every file of ours under `dir` that can hold text a reader sees. */
function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && SOURCE.test(e.name) && !NOT_SHOWN.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)))
    .filter((path) => !path.split('/').includes('node_modules'));
}

const scanned = ['messages/ko.json', ...['content', 'lib', 'components', 'app'].flatMap(files)];

/** The Korean strings of one file. */
function koreanStrings(path: string): string[] {
  const full = join(ROOT, path);
  const strings = path.endsWith('.json') ? jsonStrings(JSON.parse(readFileSync(full, 'utf8'))) : tsStrings(full);
  return strings.filter((text) => HANGUL.test(text));
}

/**
 * Words a reader types, not words we write: the lists the crisis check and the question classifier
 * match against what a person wrote (a person may well write 당신 or 응답). A quotation of someone
 * else's words goes here too, with its file. Nothing else.
 */
const READER_WORDS = new Set(['content/safety/crisis-phrases.ts', 'lib/safety/crisis.corpus.ts', 'lib/safety/crisis.heldout.ts', 'lib/safety/crisis.dev.ts', 'lib/safety/crisis.heldout-v3.ts', 'lib/safety/crisis.heldout-v4.ts', 'lib/safety/crisis.heldout-v5.ts', 'lib/safety/crisis.heldout-v6.ts', 'lib/safety/crisis.heldout-v7.ts', 'lib/safety/crisis.train-v2.ts', 'lib/safety/crisis.plain.ts', 'lib/safety/crisis.negation-probe.ts', 'content/safety/crisis-denials.ts', 'content/safety/crisis-model.generated.ts', 'lib/safety/crisis.ts', 'lib/insight/local/lexicon.ts', 'content/insight/lexicon.ts', 'content/insight/classifier-corpus.ts', 'lib/insight/local/signals.ts']);

const RULES: { name: string; pattern: RegExp }[] = [
  { name: '당신 (leave the subject out, or a role, or 나)', pattern: /당신/u },
  { name: '통찰 (풀이, 리포트)', pattern: /통찰/u },
  { name: '보고서 (리포트)', pattern: /보고서/u },
  // 응답 as the noun for what a person answered ("응답의 40%", "응답을 읽고"); a reply to a request
  // ("요청에 대한 응답") and the verb ("몸은 돌보는 만큼 응답하니") are other words
  { name: '응답 (답변)', pattern: /응답(?:의|을|를|은|는|이|가|에서|으로|과|와|들)/u },
  { name: '-십시오 / -하시오 (-세요)', pattern: /십시오|하시오/u },
];

/** Each rule's hits in one file, as "rule: text". */
function slips(path: string): string[] {
  if (READER_WORDS.has(path)) return [];
  return koreanStrings(path).flatMap((text) => RULES.filter((rule) => rule.pattern.test(text)).map((rule) => `${rule.name}: ${text.slice(0, 120)}`));
}

describe('the Korean house style across the tree', () => {
  it('scans every kind of file that holds Korean a reader sees', () => {
    expect(scanned.length).toBeGreaterThan(300);
    expect(scanned).toEqual(expect.arrayContaining(['messages/ko.json', 'content/iching/text/01.json', 'content/quizzes/character-report.ts', 'content/insight/samples.ts', 'components/errors/error-strings.ts', 'app/not-found.tsx', 'lib/og/cards.ts']));
    for (const path of READER_WORDS) expect(scanned, path).toContain(path);
  });

  it('finds Korean in JSON values and string literals', () => {
    expect(koreanStrings('components/errors/error-strings.ts')).toContain('문제가 생겼어요');
    expect(koreanStrings('messages/ko.json').length).toBeGreaterThan(600);
  });

  it.each(scanned.filter((path) => koreanStrings(path).length > 0))('%s', (path) => {
    expect(slips(path)).toEqual([]);
  });
});

describe('the rules themselves', () => {
  const hits = (text: string) => RULES.filter((rule) => rule.pattern.test(text)).map((rule) => rule.name.split(' ')[0]);
  it('catch each slip and leave the house words alone', () => {
    expect(hits('당신을 이끄는 기운')).toEqual(['당신']);
    expect(hits('지금의 통찰')).toEqual(['통찰']);
    expect(hits('이 보고서는')).toEqual(['보고서']);
    expect(hits('응답의 40%')).toEqual(['응답']);
    expect(hits('응답을 읽고 있습니다')).toEqual(['응답']);
    expect(hits('관계 기관의 적법한 요청에 대한 응답. 몸은 돌보는 만큼 응답합니다.')).toEqual([]);
    expect(hits('마음에 두어 보십시오.')).toEqual(['-십시오']);
    expect(hits('나를 이끄는 기운. 성격 리포트는 답변의 40%를 읽어요. 마음에 두어 보세요.')).toEqual([]);
  });
});
