import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import ko from '@/messages/ko.json';
import { bookSets, typeProfiles } from '@/content/quizzes/book';
import { characterProfiles } from '@/content/quizzes/character';
import { characterBlends, characterReports } from '@/content/quizzes/character-report';
import { relationshipProfiles } from '@/content/quizzes/relationship';
import { relationshipBlends, relationshipReports } from '@/content/quizzes/relationship-report';
import { haeraEndings, haeyoEndings, hapnidaEndings, isProseKey, PROSE_KEYS } from './register';

const ROOT = join(__dirname, '..', '..');

/**
 * The quiz's question screen (Quiz.*.lead, the questions and answers) is an invitation and the
 * reader's own voice, in 해요체 throughout, like the rest of the UI; the casting question's
 * placeholder is an example of the reader's own question. The hexagram translations (content/iching:
 * the classic in 해라체, its practical meanings in 합니다체) are checked below.
 */
function entries(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => entries(v, path ? `${path}.${k}` : k));
  return [];
}

/** The Korean string literals of a TypeScript content module. */
function koreanLiterals(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      if (/[가-힣]/u.test(node.text)) out.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

const contentModules = ['content/insight', 'content/reports', 'content/korea', 'content/mail', 'content/policies'].flatMap((dir) =>
  readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('.en.ts'))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)))
    // the particle helper lists every particle pair (이에요/예요 among them), and the question
    // classifier's cue words and sample questions are the reader's own words ('아파요', '헤어졌어요'):
    // none of them is a sentence of ours
    .filter((path) => !['content/korea/josa.ts', 'content/insight/lexicon.ts', 'content/insight/classifier-corpus.ts'].includes(path)),
);

describe('one register per surface: 해요체 in the UI, 합니다체 in the reports', () => {
  const messages = entries(ko);

  it('the UI strings of messages/ko.json end in 해요체, never in 합니다체', () => {
    const ui = messages.filter(([key]) => !isProseKey(key));
    expect(ui.length).toBeGreaterThan(500);
    expect(ui.flatMap(([key, text]) => hapnidaEndings(text).map((sentence) => `${key}: ${sentence}`))).toEqual([]);
  });

  it('the prose keys of messages/ko.json (reports, essays, policies) end in 합니다체, never in 해요체', () => {
    const prose = messages.filter(([key]) => isProseKey(key));
    expect(prose.length).toBeGreaterThan(40);
    expect(prose.flatMap(([key, text]) => haeyoEndings(text).map((sentence) => `${key}: ${sentence}`))).toEqual([]);
  });

  it('every prose pattern names keys that exist', () => {
    for (const pattern of PROSE_KEYS) expect(messages.some(([key]) => pattern.test(key)), String(pattern)).toBe(true);
  });

  it('the questions to the reader are soft 해요체 questions', () => {
    const questions = { 'Landing.forgotPassword': '비밀번호를 잊으셨나요?', 'DeleteAccount.helpTitle': '도움이 필요하신가요?', 'PasswordResetSuccess.appTitle': '앱을 쓰고 계신가요?', 'CurrentInsight.confirmTitle': '이 질문이 맞나요?' };
    const byKey = new Map(messages);
    for (const [key, text] of Object.entries(questions)) expect(byKey.get(key)).toBe(text);
  });

  it('finds the content modules shown as UI and in reports', () => {
    expect(contentModules).toEqual(expect.arrayContaining(['content/insight/phrases/check.ts', 'content/korea/flag.ts', 'content/mail/auth-mails.ts']));
  });

  it.each(contentModules)('%s has no 해요체 sentence ending', (path) => {
    expect(koreanLiterals(join(ROOT, path)).flatMap(haeyoEndings)).toEqual([]);
  });

  it('the quiz results are in 합니다체 (profiles, traits, reports, blends, next steps, books)', () => {
    const results = { characterProfiles, characterReports, characterBlends, relationshipProfiles, relationshipReports, relationshipBlends, typeProfiles, bookSets };
    const korean = (value: unknown, path: string): [string, string][] => {
      if (value && typeof value === 'object') {
        return Object.entries(value).flatMap(([key, inner]) => (key === 'en' ? [] : korean(inner, `${path}.${key}`)));
      }
      return typeof value === 'string' && /[가-힣]/u.test(value) ? [[path, value]] : [];
    };
    const texts = Object.entries(results).flatMap(([name, value]) => korean(value, name));
    expect(texts.length).toBeGreaterThan(200);
    expect(texts.flatMap(([path, text]) => haeyoEndings(text).map((sentence) => `${path}: ${sentence}`))).toEqual([]);
  });

  it('the practical meanings of the 64 hexagrams are in 합니다체', () => {
    const hits: string[] = [];
    for (let n = 1; n <= 64; n++) {
      const file = JSON.parse(readFileSync(join(ROOT, `content/iching/text/${String(n).padStart(2, '0')}.json`), 'utf8')) as { ko: { lines: { meaning: string }[]; useLine?: { meaning: string } } };
      for (const meaning of [...file.ko.lines.map((l) => l.meaning), file.ko.useLine?.meaning ?? '']) hits.push(...haeyoEndings(meaning).map((s) => `${n}: ${s}`));
    }
    expect(hits).toEqual([]);
  });
});

describe('the hexagram pages: the classic in 해라체, our commentary in 합니다체', () => {
  const numbers = Array.from({ length: 64 }, (_, i) => String(i + 1).padStart(2, '0'));
  it.each(numbers)('content/iching/text/%s.json: summary and description in 합니다체, not 해라체 nor 해요체', (n) => {
    const file = JSON.parse(readFileSync(join(ROOT, `content/iching/text/${n}.json`), 'utf8')) as { ko: { summary: string; description: string[] } };
    const prose = [file.ko.summary, ...file.ko.description];
    expect(prose.flatMap((text) => [...haeraEndings(text), ...haeyoEndings(text)])).toEqual([]);
  });
});

describe('the register check itself', () => {
  it('flags 해라체 and leaves 합니다체 and requests alone', () => {
    expect(haeraEndings('둔은 시작의 어려움을 그린 괘다. 곧음이 이롭다.')).toHaveLength(2);
    expect(haeraEndings('아직 나아가지 말라.')).toHaveLength(1);
    expect(haeraEndings('둔은 시작의 어려움을 그린 괘입니다. 서두르지 마세요.')).toEqual([]);
  });

  it('flags 합니다체 statements and questions, not 해요체 nor requests', () => {
    expect(hapnidaEndings('링크를 복사했습니다. 다시 시도해 주세요.')).toEqual(['링크를 복사했습니다.']);
    expect(hapnidaEndings('비밀번호를 잊으셨습니까?')).toHaveLength(1);
    expect(hapnidaEndings('모두 쓰셨습니다(하루 3회).')).toHaveLength(1);
    expect(hapnidaEndings('앱이 이 링크를 엽니다: {url}')).toHaveLength(1);
    expect(hapnidaEndings('링크를 복사했어요. 비밀번호를 잊으셨나요? 직접 뽑아 보세요.')).toEqual([]);
    expect(hapnidaEndings('예: “이 일을 계속해야 합니까?”')).toEqual([]);
    expect(hapnidaEndings('로컬 개발 모드: 로그인 없이 열었습니다.')).toHaveLength(1);
  });

  it('flags 해요체 statements, questions and exclamations', () => {
    expect(haeyoEndings('질문은 링크에 들어가지 않아요.')).toEqual(['질문은 링크에 들어가지 않아요.']);
    expect(haeyoEndings('누군가 나눠 준 풀이예요. 직접 뽑아 보세요.')).toEqual(['누군가 나눠 준 풀이예요.']);
    expect(haeyoEndings('어떤 문제인가요?')).toHaveLength(1);
    expect(haeyoEndings('고민이시군요. 적어 주신 대목입니다.')).toEqual(['고민이시군요.']);
    expect(haeyoEndings('보관되어 있어요')).toHaveLength(1);
    expect(haeyoEndings('모두 쓰셨어요(프리미엄 하루 3회). 내일 다시 이용해 주세요.')).toEqual(['모두 쓰셨어요(프리미엄 하루 3회).']);
  });

  it('leaves 합니다체, requests in -세요 and quoted speech alone', () => {
    expect(haeyoEndings('질문은 링크에 들어가지 않습니다. 다시 시도해 주세요. 직접 뽑아 보세요!')).toEqual([]);
    expect(haeyoEndings('예: “친구와 다툰 뒤로 연락을 못 하고 있어요.”')).toEqual([]);
    expect(haeyoEndings('{count, plural, =0 {없습니다} other {# 개입니다}}')).toEqual([]);
    expect(haeyoEndings('로그인 필요')).toEqual([]);
  });
});
