import { combineCharacter, disassembleCompleteCharacter } from 'es-hangul';
import { josa } from './korean';
import { squash } from './text';

/**
 * What a question asks, so that a reading can answer it: a choice between named options, whether
 * to act, when, how to mend a relationship, or what to expect; the options with their role (keeping
 * what is, or moving), and whether a deadline presses (an offer, a reply due). Korean and English.
 */
export type Asked = 'choice' | 'whether' | 'when' | 'mend' | 'expect';
export type OptionRole = 'stay' | 'move' | 'other';

export interface AskedOption {
  /** the option in the question's own words, as a short noun phrase (지금 회사에 남기, taking the offer) */
  label: string;
  role: OptionRole;
}

export interface QuestionShape {
  asked: Asked;
  /** two options for a choice, none otherwise */
  options: AskedOption[];
  /** an answer is due: an offer, a deadline, a reply */
  deadline: boolean;
  /** the question touches health: the reading never advises against care */
  health: boolean;
}

const STAY = /남[는기을아]|머물|그대로|유지|지키|기다리|계속 다니|버티|가지고 있|들고 있|stay|remain|keep|wait|hold on|stick with|where i am/iu;
const MOVE = /옮기|옮길|이직|떠나|그만|퇴사|도전|이사|받아들|수락|시작|창업|유학|고백|결혼|투자|사기|사야|구매|매수|팔기|매도|leave|move|take|start|quit|accept|go |propose|invest|buy|sell|sign/iu;
const DEADLINE = /제안|마감|기한|까지|이번 주|다음 주|회신|답을 (줘|드려)|오퍼|offer|deadline|due|by (monday|tuesday|wednesday|thursday|friday|the end)|this week|next week|reply/iu;
const HEALTH = /병원|검사|진료|수술|통증|아프|피곤|건강|증상|약을|잠을|doctor|clinic|check-?up|surgery|pain|symptom|tired|health|sleep|medication/iu;
const MEND = /화해|사과|회복|다시 (가까|연락|만나)|오해|서운|풀고|풀 수|사이가|멀어|틀어|mend|make up|reconcile|repair|apolog|patch things|drifted|fell out|estranged/iu;
const WHEN = /언제|시기|타이밍|몇 월|올해 안|내년|때인가|때일까|when\b|timing|right time|how soon|wait until|this year or/iu;
const EXPECT = /어떻게 될|될까요|결과|전망|가능성|잘 될|붙을까|합격|what will|will (it|i|they|he|she|this)|chance|outcome|turn out/iu;
const WHETHER = /할까요|해야 할까|해도 될까|괜찮을까|나을까|좋을까|맞을까|까요\?*$|should i|shall i|is it wise|do i|would it be|is it (a good idea|right)/iu;

const RIEUL_STEMS = new Set(['팔', '들', '열', '놀', '벌', '빌', '걸', '밀', '불', '끌', '풀']);

/** 을/ㄹ까요 → 기: 남을까요 → 남기, 옮길까요 → 옮기기, 갈까요 → 가기; 할까요 → 하기. */
function nominalize(fragment: string): string {
  let text = squash(fragment).replace(/[?？!.,\s]+$/u, '');
  // …는 게 나을까요 / …는 것이 좋을지 → …는 것
  const better = /^(.*?(?:는|은|ㄴ|할|을))\s*(?:게|것이|편이)\s*(?:더\s*)?(?:나을|좋을|맞을|현명할|낫|옳을)\S*$/u.exec(text);
  if (better?.[1]) return `${better[1].replace(/할$/u, '하는').replace(/을$/u, '는')} 것`;
  text = text.replace(/(?:할까요|할까|할지|해야 할까요|해야 할지|하는 게 맞을까요)$/u, '하기');
  const ending = /^(.*?)(\S)(?:을까요|을까|을지)$/u.exec(text);
  if (ending) return `${ending[1]}${ending[2]}기`;
  const rieul = /^(.*?)(\S)(?:까요|까|지)$/u.exec(text);
  // verbs whose stem ends in ㄹ keep it: 팔까요 → 팔기, 만들까요 → 만들기
  if (rieul?.[2] && RIEUL_STEMS.has(rieul[2])) return `${rieul[1]}${rieul[2]}기`;
  // 살까요 is 살다 (live: 서울에서 살까요 → 살기) unless something is bought (집을 살까요 → 사기)
  if (rieul?.[2] === '살') return `${rieul[1]}${/[을를]\s*$/u.test(rieul[1] ?? '') ? '사' : '살'}기`;
  const last = rieul?.[2] ? disassembleCompleteCharacter(rieul[2]) : undefined;
  if (rieul && last?.jongseong === 'ㄹ') {
    // the syllable ends in ㄹ: take it off and add 기 (갈까요 → 가기)
    return `${rieul[1]}${combineCharacter(last.choseong, last.jungseong)}기`;
  }
  return text.replace(/(?:요|나요|가요)$/u, '');
}

/** The last clause of a fragment: what follows the question's context (…는데, …지만, a comma). */
function lastClause(text: string): string {
  const parts = (text.split(/(?<=[.!?])\s+/u).at(-1) ?? text).split(/(?:는데|은데|ㄴ데|인데|지만|니까|어서|아서|해서|고 나서|[,;:·]|\bbut\b|\bso\b)\s+/u);
  return (parts.at(-1) ?? text).trim();
}

function cleanEnglish(fragment: string): string {
  return squash(lastClause(fragment))
    .replace(/[?.!]+$/u, '')
    .replace(/^(?:should i|shall i|do i|can i|would it be better to|is it better to|is it wiser to|whether to|to|i should|i)\s+/iu, '')
    .replace(/\s+(?:instead|now|first)$/iu, '')
    .trim();
}

function roleOf(label: string): OptionRole {
  const stay = STAY.test(label);
  const move = MOVE.test(label.replace(STAY, ''));
  return stay && !move ? 'stay' : move && !stay ? 'move' : 'other';
}

function optionsOf(question: string): AskedOption[] {
  const text = squash(question);
  const korean = /[가-힣]/u.test(text);
  let pair: [string, string] | undefined;
  if (korean) {
    const split = text.split(/\s*,?\s*(?:아니면|혹은|또는|vs\.?|VS)\s+/u);
    const between = /(\S+(?:\s\S+)?)(?:와|과|랑|이랑)\s+(\S+(?:\s\S+)?)\s*(?:중에?|가운데|사이에서)\s/u.exec(text);
    const either = /(\S+(?:\s\S+)?)(지)\s+(\S+(?:\s\S+)?)(지)(?=\s|$|[?.,])/u.exec(text);
    if (split.length === 2) pair = [nominalize(lastClause(split[0]!)), nominalize(split[1]!)];
    else if (between?.[1] && between[2]) pair = [between[1], between[2]];
    else if (either?.[1] && either[3]) pair = [nominalize(`${either[1]}지`), nominalize(`${either[3]}지`)];
  } else {
    const between = /\bbetween\s+(.+?)\s+and\s+(.+?)(?:[?.,]|$)/iu.exec(text);
    const or = /(.+?)\s+or\s+(.+?)\s*(?:\?|$)/iu.exec(text);
    if (between?.[1] && between[2]) pair = [cleanEnglish(between[1]), cleanEnglish(between[2])];
    else if (or?.[1] && or[2]) pair = [cleanEnglish(or[1]), cleanEnglish(or[2])];
  }
  if (pair && pair[0] && pair[1] && pair[0] !== pair[1]) {
    const [a, b] = pair.map((label) => ({ label, role: roleOf(label) }));
    // two options of the same role are weighed as two ways, not as staying against moving
    if (a!.role === b!.role) return [{ ...a!, role: 'other' }, { ...b!, role: 'other' }];
    return [a!, b!];
  }
  // one named option and an offer in the question: staying against taking the offer
  const offer = /(이직 제안|제안|오퍼|job offer|offer)/iu.exec(text);
  if (offer && STAY.test(text)) {
    const stay = korean ? nominalize(lastClause(text)) : cleanEnglish(text.replace(/\s+or\s.*$/iu, ''));
    if (stay && roleOf(stay) === 'stay') {
      return [
        { label: stay, role: 'stay' },
        { label: korean ? `${josa(offer[1]!, '을/를')} 받아들여 옮기기` : 'taking the offer', role: 'move' },
      ];
    }
  }
  return [];
}

export function questionShape(question: string): QuestionShape {
  const text = squash(question);
  const options = optionsOf(text);
  const asked: Asked = options.length === 2 ? 'choice' : MEND.test(text) ? 'mend' : WHEN.test(text) ? 'when' : EXPECT.test(text) ? 'expect' : WHETHER.test(text) ? 'whether' : 'expect';
  return { asked, options, deadline: DEADLINE.test(text), health: HEALTH.test(text) };
}
