import { describe, expect, it } from 'vitest';
import { getHexagram } from '@/lib/iching/library';
import { currentRequest, PURCHASE_B, purchaseIds } from '@/tests/fixtures/insight-requests';
import { currentInsightResultSchema, insightCategories } from '../schemas';
import { castFor } from './cast';
import { composeCurrentInsight } from './current';

const koRequest = currentRequest('career', '요즘 회사에서 상사와 갈등이 심해서 이직을 진지하게 고민하고 있어요. 연봉은 괜찮은데 매일 출근이 괴로워요.');
const enRequest = currentRequest('love', 'My girlfriend and I keep fighting about small things and I wonder if we should break up.', {
  situation: 'This is a question of the heart.',
  purchaseId: PURCHASE_B,
});
const sampleIds = purchaseIds(120);

describe('the seeded cast', () => {
  it('is the same for the same purchase, whatever its letter case or surrounding spaces', () => {
    const a = castFor(koRequest.purchaseId, 'current');
    const b = castFor(` ${koRequest.purchaseId.toUpperCase()} `, 'current');
    expect(b.values).toEqual(a.values);
    expect(b.primary.number).toBe(a.primary.number);
  });

  it('differs across purchases and reaches most of the 64 hexagrams', () => {
    const numbers = sampleIds.map((id) => castFor(id, 'current').primary.number);
    expect(new Set(numbers).size).toBeGreaterThan(40);
    const patterns = new Set(sampleIds.map((id) => castFor(id, 'current').values.join('')));
    expect(patterns.size).toBeGreaterThan(100);
  });

  it('throws the three coins: 6 and 9 rare, 7 and 8 common, and the lines agree with the hexagram', () => {
    const counts = { 6: 0, 7: 0, 8: 0, 9: 0 };
    for (const id of sampleIds) {
      const cast = castFor(id, 'current');
      cast.values.forEach((v) => counts[v]++);
      expect(cast.primary.pattern).toBe(cast.values.map((v) => (v % 2 ? '1' : '0')).join(''));
      expect(cast.changing).toEqual(cast.values.flatMap((v, i) => (v === 6 || v === 9 ? [i + 1] : [])));
      if (cast.relating) {
        const flipped = cast.values.map((v) => (v === 6 || v === 8 ? (v === 6 ? '1' : '0') : v === 9 ? '0' : '1')).join('');
        expect(cast.relating.pattern).toBe(flipped);
      } else {
        expect(cast.changing).toHaveLength(0);
      }
    }
    const total = sampleIds.length * 6;
    expect(counts[6] / total).toBeGreaterThan(0.07);
    expect(counts[6] / total).toBeLessThan(0.19);
    expect(counts[9] / total).toBeLessThan(0.19);
    expect((counts[7] + counts[8]) / total).toBeGreaterThan(0.62);
  });

  it('uses a different cast for the plan than for the current insight', () => {
    const differs = sampleIds.slice(0, 20).some((id) => castFor(id, 'current').values.join('') !== castFor(id, 'plan').values.join(''));
    expect(differs).toBe(true);
  });
});

describe('composeCurrentInsight', () => {
  it('gives the same reading for the same purchase and a different one for another', () => {
    expect(composeCurrentInsight(koRequest, 'ko')).toEqual(composeCurrentInsight(koRequest, 'ko'));
    const readings = new Set(sampleIds.slice(0, 30).map((purchaseId) => composeCurrentInsight({ ...koRequest, purchaseId }, 'ko').what_does_it_mean));
    expect(readings.size).toBeGreaterThan(25);
  });

  it('answers with the spec\'s result shape in both locales, for every category and many casts', () => {
    for (const [i, id] of sampleIds.entries()) {
      const category = insightCategories[i % insightCategories.length] ?? 'general';
      for (const locale of ['ko', 'en'] as const) {
        const request = { ...(locale === 'ko' ? koRequest : enRequest), category, purchaseId: id };
        const result = currentInsightResultSchema.parse(composeCurrentInsight(request, locale));
        expect(result.what_you_should_do.length).toBeGreaterThanOrEqual(3);
        expect(result.what_you_should_do.length).toBeLessThanOrEqual(5);
        const all = [result.situation, result.what_does_it_mean, result.solution, ...result.what_you_should_do].join('\n');
        expect(all).not.toMatch(/\{\w+\}|undefined|NaN/u);
        if (locale === 'en') expect(all.replace(/\([^)]*\)|「[^」]*」/gu, '')).not.toMatch(/[가-힣]/u);
      }
    }
  });

  it('names the hexagram as the spec does: Chinese name, Korean name, English title', () => {
    const result = composeCurrentInsight(koRequest, 'ko');
    const hexagram = getHexagram(result.hexagram_id)!;
    expect(result.hexagram).toEqual({ name: hexagram.chineseName, kor: hexagram.koreanName, eng: hexagram.name.en });
    expect(result.situation).toContain(`${hexagram.koreanName}(${hexagram.chineseFullName})`);
  });

  it('writes no Hangul in English prose: the Korean name appears romanized (the kor field keeps the Hangul)', () => {
    const hangul = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;
    for (const purchaseId of sampleIds.slice(0, 30)) {
      const { hexagram, ...prose } = composeCurrentInsight({ ...enRequest, purchaseId }, 'en');
      expect(JSON.stringify(prose), purchaseId).not.toMatch(hangul);
      expect(hexagram.kor).toMatch(hangul);
    }
    const first = composeCurrentInsight(enRequest, 'en');
    expect(JSON.stringify(first)).toContain(getHexagram(first.hexagram_id)!.koreanNameRomanized);
  });

  it('quotes the Judgement, names the changing line and its new hexagram, and speaks to the area', () => {
    const cast = castFor(koRequest.purchaseId, 'current');
    const ko = composeCurrentInsight(koRequest, 'ko');
    expect(ko.what_does_it_mean).toContain(`「${cast.primary.judgement}」`);
    expect(ko.what_does_it_mean).toContain(`“${cast.primary.text.ko.judgement.replace(/\.$/u, '')}”`);
    expect(cast.focus.kind).toBe('line');
    if (cast.focus.kind !== 'line') return;
    const line = cast.focus.hexagram.lines[cast.focus.position - 1]!;
    expect(ko.what_does_it_mean).toContain(`(${line.label})`);
    expect(ko.what_does_it_mean).toContain(`「${line.text}」`);
    expect(ko.what_does_it_mean).toContain(cast.relating!.koreanName);
    expect(ko.what_does_it_mean).toMatch(/일의 물음에서/u);
    expect(ko.situation).toMatch(/^일과 커리어|^일터와 진로/u);
    // the question is quoted once, where the situation restates it, and the answer does not repeat it
    expect(ko.situation).toMatch(/“[^”]*상사[^”]*”/u);
    expect(ko.solution).not.toContain('상사');

    const en = composeCurrentInsight(enRequest, 'en');
    expect(en.situation.startsWith('This is a question of the heart.')).toBe(true);
    expect(en.what_does_it_mean).toMatch(/For a question of the heart/u);
    // the check's restatement stands for the question: the reading does not quote it a second time
    const all = [en.situation, en.what_does_it_mean, en.solution, ...en.what_you_should_do].join('\n');
    expect(all.split('I keep fighting').length - 1).toBeLessThanOrEqual(1);
  });

  it('takes its tone from the changing line: a line of misfortune (凶) counsels caution', () => {
    const ominous = sampleIds.find((id) => {
      const { focus } = castFor(id, 'current');
      return focus.kind === 'line' && /凶/u.test(focus.hexagram.lines[focus.position - 1]?.text ?? '') && !/吉/u.test(focus.hexagram.lines[focus.position - 1]?.text ?? '');
    })!;
    const result = composeCurrentInsight({ ...koRequest, purchaseId: ominous }, 'ko');
    expect(result.what_does_it_mean).toMatch(/일의 물음에서 ‘[^’]+’의 점괘는 무리하게 움직이지 말라고 경고하니,/u);
    expect(result.solution).toContain('‘서두르지 말고 지켜라’');
  });

  it('says so when no line changes, and reads the Judgement alone', () => {
    const still = sampleIds.find((id) => castFor(id, 'current').changing.length === 0)!;
    const result = composeCurrentInsight({ ...enRequest, purchaseId: still }, 'en');
    expect(result.what_does_it_mean).toMatch(/None of the six lines of .+ is changing this time/u);
    expect(result.solution).toContain('With no changing lines');
  });

  it('reads the still line of the new hexagram when four or five lines change', () => {
    const many = sampleIds.find((id) => castFor(id, 'current').changing.length >= 4)!;
    const cast = castFor(many, 'current');
    const result = composeCurrentInsight({ ...koRequest, purchaseId: many }, 'ko');
    expect(cast.focus.hexagram).toBe(cast.relating);
    expect(result.what_does_it_mean).toMatch(/움직이지 않은 효를 변한 괘에서 읽으니/u);
    expect(result.solution).toContain(`변한 괘 ‘${cast.relating!.name.ko}’의`);
  });

  it('leaves a changing line\'s meaning to the changing-lines card above it, and explains a still line the card does not show', () => {
    const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/u)[0]!;
    for (const locale of ['ko', 'en'] as const) {
      const request = locale === 'ko' ? koRequest : enRequest;
      const shown = sampleIds.find((id) => {
        const cast = castFor(id, 'current');
        return cast.focus.kind === 'line' && cast.changing.length > 0 && cast.changing.length < 4;
      })!;
      const cast = castFor(shown, 'current');
      if (cast.focus.kind !== 'line') throw new Error('a line focus');
      const line = cast.focus.hexagram.text[locale].lines[cast.focus.position - 1]!;
      const reading = composeCurrentInsight({ ...request, purchaseId: shown }, locale).what_does_it_mean;
      expect(reading).toContain(`「${cast.focus.hexagram.lines[cast.focus.position - 1]!.text}」`);
      expect(reading).not.toContain(firstSentence(line.meaning));

      const many = sampleIds.find((id) => castFor(id, 'current').changing.length >= 4)!;
      const still = castFor(many, 'current');
      if (still.focus.kind !== 'line') throw new Error('a line focus');
      const stillLine = still.focus.hexagram.text[locale].lines[still.focus.position - 1]!;
      expect(composeCurrentInsight({ ...request, purchaseId: many }, locale).what_does_it_mean).toContain(firstSentence(stillLine.meaning));
    }
  });

  it('writes for the area the person chose on the confirm step, with the situation restated for it', () => {
    const question = 'I was offered a promotion at work with a higher salary, but the longer hours would mean less time with my children. I do not know what matters more.';
    const family = composeCurrentInsight(currentRequest('family', question, { situation: '' }), 'en');
    expect(family.situation).toMatch(/^(This is a question about your family|You are asking about matters at home)/u);
    expect(family.what_does_it_mean).toContain('For a question of family');
    expect(family.what_does_it_mean).not.toContain('For a question of work');
    // the quote is the sentence with the family cue, not the one the question reads as (work)
    expect(family.situation).toMatch(/“[^”]*children[^”]*”/u);
    expect(family.solution).not.toContain('children');
    const ko = composeCurrentInsight(currentRequest('family', '이직 제안을 받았는데 연봉은 오르지만 야근이 많아서 아이들과 함께 보낼 시간이 줄어들 것 같아요.', { situation: '' }), 'ko');
    expect(ko.situation).toMatch(/^(가족과의 관계에 대한|가족 안의 일에 관한)/u);
    expect(ko.situation).toContain('“이직 제안을 받았는데 연봉은 오르지만 야근이 많아서 아이들과 함께 보낼 시간이 줄어들 것 같아요”');
  });

  it('writes Korean in the polite register throughout, with particles that fit', () => {
    for (const id of sampleIds.slice(0, 40)) {
      const result = composeCurrentInsight({ ...koRequest, purchaseId: id }, 'ko');
      const prose = [result.situation, result.what_does_it_mean, result.solution].join(' ');
      // every sentence outside quotations ends politely (…니다. / …세요.)
      const outside = prose.replace(/“[^”]*”|「[^」]*」/gu, 'Q');
      for (const sentence of outside.split(/(?<=[.!?])\s+/u)) {
        expect(sentence, sentence).toMatch(/(니다|세요|이에요|예요)[.!?]$|^Q|Q$/u);
      }
    }
  });
});
