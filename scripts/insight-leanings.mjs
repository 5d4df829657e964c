#!/usr/bin/env node
/**
 * Builds content/insight/leanings.json: how each of the 64 Judgements and 384 line texts (and 用九,
 * 用六) leans, read from the classical text's omen words, with the words as the reason. Run once,
 * then reviewed: the REVIEWED table below overrides the count where the text's own order says more
 * than its words (43 ends 利有攸往 after a warning: go, openly and not by force). Re-run after a
 * change: node scripts/insight-leanings.mjs
 *
 * leaning: favourable | unfavourable | mixed. action: advance (the text favours setting out:
 * 利有攸往, 利涉大川, 征吉 …) | hold (不利有攸往, 勿用, 征凶, 居吉 …) | open (it says neither).
 */
import { readFileSync, writeFileSync } from 'node:fs';

const source = JSON.parse(readFileSync(new URL('../content/iching/reference/zhouyi_text.json', import.meta.url), 'utf8'));

const OMENS = [
  // [pattern, weight, word]; longer patterns first, their characters are then blanked
  [/元吉|大吉/gu, 2, '元吉/大吉'],
  [/无不利/gu, 1.5, '无不利'],
  [/貞凶/gu, -2, '貞凶'],
  [/无攸利|不利/gu, -1.5, '不利'],
  [/悔亡/gu, 0.5, '悔亡'],
  [/无咎/gu, 0.5, '无咎'],
  [/終吉/gu, 1, '終吉'],
  [/吉/gu, 1, '吉'],
  [/亨/gu, 1, '亨'],
  [/凶/gu, -2, '凶'],
  [/厲/gu, -1, '厲'],
  [/吝/gu, -1, '吝'],
  [/悔/gu, -0.5, '悔'],
  [/咎/gu, -0.5, '咎'],
  [/利/gu, 0.5, '利'],
];
const ADVANCE = /利有攸往|利涉大川|征吉|往吉|往有[尚功慶]|行有尚|南征吉|夙吉|利用行師|利建侯|利見大人|用涉大川|有攸往，夙吉/u;
const HOLD = /不利有攸往|勿用有攸往|勿用|征凶|往吝|往厲|往蹇|不利涉大川|不可涉大川|居吉|居貞吉|安貞吉|不可大事|无所往|不宜上|不出|勿往|勿恤其孚|不可貞/u;

function read(text) {
  let rest = text;
  let score = 0;
  const words = [];
  for (const [pattern, weight, word] of OMENS) {
    const hits = rest.match(pattern)?.length ?? 0;
    if (!hits) continue;
    score += hits * weight;
    words.push(word);
    rest = rest.replace(pattern, '　');
  }
  // 不利有攸往 contains 利有攸往: the hold words are blanked before the advance words are sought
  const holdAt = text.search(HOLD);
  const advanceAt = text.replace(new RegExp(HOLD.source, 'gu'), (m) => '　'.repeat(m.length)).search(ADVANCE);
  const action = advanceAt >= 0 && holdAt >= 0 ? (advanceAt > holdAt ? 'advance' : 'hold') : advanceAt >= 0 ? 'advance' : holdAt >= 0 ? 'hold' : 'open';
  const leaning = score >= 1 ? 'favourable' : score <= -1 ? 'unfavourable' : 'mixed';
  return { leaning, action, score, omens: words };
}

/** Reviewed by hand, where the count misreads the text; key: "n" for a Judgement, "n.p" for a line, "n.use". */
const REVIEWED = {
  '3': { leaning: 'favourable', action: 'hold', note: '元亨利貞, yet 勿用有攸往: the beginning is good, the move waits for helpers (利建侯)' },
  '6': { leaning: 'unfavourable', action: 'hold', note: '惕中吉 終凶: stopping half-way is good, carrying the dispute to the end is not; 不利涉大川' },
  '2': { leaning: 'favourable', action: 'open', note: '元亨 安貞吉: good when following, not leading (先迷後得主)' },
  '8': { leaning: 'favourable', action: 'advance', note: '吉 无咎; 後夫凶: join now, the late-comer fares badly' },
  '9': { leaning: 'mixed', action: 'hold', note: '亨, yet 密雲不雨: the clouds gather, the rain has not come' },
  '12': { leaning: 'unfavourable', action: 'hold', note: '不利君子貞, 大往小來: the time gives less than it takes' },
  '16': { leaning: 'favourable', action: 'advance', note: '利建侯行師: set up helpers and move' },
  '19': { leaning: 'favourable', action: 'advance', note: '元亨利貞; 至于八月有凶 warns that the good season ends' },
  '25': { leaning: 'mixed', action: 'hold', note: '元亨利貞, yet 其匪正有眚 不利有攸往: only the upright act fares well' },
  '34': { leaning: 'favourable', action: 'open', note: '利貞: great strength, good when it stays upright' },
  '35': { leaning: 'favourable', action: 'advance', note: 'the marquis is received three times a day: progress is welcomed' },
  '36': { leaning: 'mixed', action: 'hold', note: '利艱貞: keep upright in hardship, light hidden' },
  '39': { leaning: 'mixed', action: 'hold', note: '利西南 不利東北: turn to the easy side and to help (利見大人), not into the obstacle' },
  '40': { leaning: 'favourable', action: 'advance', note: '其來復吉, 有攸往夙吉: resolve it and act early' },
  '43': { leaning: 'favourable', action: 'advance', note: 'ends 利有攸往: decide and go; 有厲 and 不利即戎 say how: openly, not by force' },
  '44': { leaning: 'unfavourable', action: 'hold', note: '女壯 勿用取女: do not bind yourself to what comes on too strong' },
  '37': { leaning: 'favourable', action: 'open', note: '利女貞: steadiness at home' },
  '47': { leaning: 'mixed', action: 'hold', note: '亨 貞 大人吉 无咎, yet 有言不信: endure; words are not believed now' },
  '48': { leaning: 'mixed', action: 'open', note: 'the well serves all (往來井井), but 羸其瓶 凶: what is not finished fails' },
  '52': { leaning: 'mixed', action: 'hold', note: 'keeping still, 无咎' },
  '54': { leaning: 'unfavourable', action: 'hold', note: '征凶 无攸利' },
  '60': { leaning: 'mixed', action: 'hold', note: '亨, but 苦節不可貞: limits, not harsh ones' },
  '62': { leaning: 'mixed', action: 'hold', note: '可小事 不可大事, 不宜上宜下: small steps, not a great one' },
  '63': { leaning: 'mixed', action: 'hold', note: '初吉終亂: what is done must be kept, not pushed further' },
  '64': { leaning: 'mixed', action: 'hold', note: '亨, yet 小狐汔濟 濡其尾 无攸利: not yet across; wait for the last step' },
  '3.5': { leaning: 'mixed', action: 'hold', note: '小貞吉 大貞凶: small and steady, not great' },
  '18.1': { leaning: 'favourable', action: 'open', note: '厲終吉: a risk that ends well' },
  '22.5': { leaning: 'favourable', action: 'open', note: '吝 終吉: modest at first, good in the end' },
  '27.6': { leaning: 'favourable', action: 'advance', note: '厲吉 利涉大川: aware of the danger, cross' },
  '31.2': { leaning: 'mixed', action: 'hold', note: '凶 居吉: moving now fares badly, staying put well' },
  '44.1': { leaning: 'mixed', action: 'hold', note: '貞吉 有攸往見凶: held back, good; going, bad' },
  '49.6': { leaning: 'mixed', action: 'hold', note: '征凶 居貞吉: the change is made; push on and it fails, keep it and it holds' },
  '1.1': { leaning: 'mixed', action: 'hold', note: '潛龍勿用: the hidden dragon does not act yet' },
  '43.1': { leaning: 'unfavourable', action: 'hold', note: '往不勝為咎: going before one can win is a fault' },
};

const table = source.map((h) => {
  const one = (key, text) => {
    const found = read(text);
    const reviewed = REVIEWED[key];
    return {
      leaning: reviewed?.leaning ?? found.leaning,
      action: reviewed?.action ?? found.action,
      omens: found.omens,
      ...(reviewed ? { note: reviewed.note } : {}),
    };
  };
  return {
    number: h.number,
    judgement: one(String(h.number), h.judgement.text),
    lines: h.lines.map((line) => one(`${h.number}.${line.position}`, line.text)),
    ...(h.use_line ? { useLine: one(`${h.number}.use`, h.use_line.text) } : {}),
  };
});
writeFileSync(new URL('../content/insight/leanings.json', import.meta.url), `${JSON.stringify(table, null, 1)}\n`);
const all = table.flatMap((h) => [h.judgement, ...h.lines]);
const count = (k, v) => all.filter((x) => x[k] === v).length;
console.log(`${all.length} texts: ${count('leaning', 'favourable')} favourable, ${count('leaning', 'unfavourable')} unfavourable, ${count('leaning', 'mixed')} mixed; advance ${count('action', 'advance')}, hold ${count('action', 'hold')}`);
