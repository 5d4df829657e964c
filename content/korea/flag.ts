/**
 * The Korean flag page (/korea): our own wording in Korean and English, and the four trigrams of
 * the flag with the associations the spec gives (book-of-changes.md, /korea: Gon summer, Ri autumn,
 * the popular convention taught with the flag); the table note says plainly which rows agree with
 * the five elements as the quizzes use them and which do not.
 */
import type { Locale } from '@/i18n/routing';
import type { TrigramKey } from '@/content/iching/schema';

type Text = Record<Locale, string>;

export interface FlagSection {
  id: 'field' | 'taegeuk' | 'trigrams' | 'philosophy';
  heading: Text;
  paragraphs: Record<Locale, readonly string[]>;
}

export interface FlagTrigram {
  key: TrigramKey;
  /** the hexagram made of this trigram doubled, read in the library */
  hexagram: number;
  /** where it stands on the flag */
  corner: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
  name: Text;
  chinese: string;
  /** what the trigram stands for in nature (the “Symbol” / 상징 column) */
  symbol: Text;
  direction: Text;
  season: Text;
  virtue: Text;
  family: Text;
  note: Text;
}

export const flagPage = {
  title: { ko: '태극기', en: 'Taegeukgi - Korean Flag' } satisfies Text,
  lead: {
    ko: '흰 바탕, 가운데의 태극, 네 모서리의 괘. 대한민국의 국기 태극기는 음양과 주역의 생각을 한 장에 담고 있습니다.',
    en: "A white field, the taegeuk at the center, a trigram in each corner: Korea's national flag sets yin-yang thought and the I Ching on a single sheet.",
  } satisfies Text,
  flagLabel: {
    ko: '태극기 그림: 흰 바탕 가운데에 위는 빨강, 아래는 파랑인 태극이 있고, 왼쪽 위에 건괘, 오른쪽 위에 감괘, 왼쪽 아래에 리괘, 오른쪽 아래에 곤괘가 있습니다.',
    en: 'Drawing of the Taegeukgi: a white field with the taegeuk at the center, red above and blue below; Geon in the top left corner, Gam top right, Ri bottom left and Gon bottom right.',
  } satisfies Text,
  sections: [
    {
      id: 'field',
      heading: { ko: '흰 바탕: 평화와 순수', en: 'The white field: peace and purity' },
      paragraphs: {
        ko: [
          '태극기의 바탕은 흰색입니다. 흰색은 밝음과 깨끗함을 뜻하며, 예부터 흰옷을 즐겨 입어 ‘백의민족’이라 불린 우리 겨레가 평화를 아껴 온 마음을 담고 있습니다.',
          '아무것도 더하지 않은 바탕이기에 그 위에 놓인 태극과 네 괘가 더욱 또렷하게 드러납니다. 비어 있음은 모자람이 아니라, 모든 것이 들어설 수 있는 너른 자리라는 뜻이기도 합니다.',
        ],
        en: [
          'The field of the flag is white. White stands for brightness and purity, and for the peace-loving spirit of a people who long preferred plain white clothes, so much so that Koreans were once called "the white-clad people".',
          'Because nothing is added to it, the white field lets the taegeuk and the four trigrams stand out clearly. Its emptiness is not a lack but an open space in which everything can find its place.',
        ],
      },
    },
    {
      id: 'taegeuk',
      heading: { ko: '태극: 빨강은 양, 파랑은 음', en: 'The taegeuk: red is yang, blue is yin' },
      paragraphs: {
        ko: [
          '가운데의 둥근 무늬가 태극(太極)입니다. 위쪽의 빨강은 양(陽), 아래쪽의 파랑은 음(陰)을 나타냅니다. 양은 밝고 움직이며 뻗어 나가는 기운이고, 음은 어둡고 고요하며 거두어들이는 기운입니다.',
          '두 색은 곧은 선이 아니라 서로 휘감아 드는 곡선으로 나뉩니다. 한쪽이 커지는 곳에서 다른 쪽은 작아지고, 어느 쪽도 홀로 온전하지 않습니다. 맞서는 것들이 서로를 밀고 당기며 하나로 어울릴 때 만물이 생겨나고 자란다는 생각이 이 무늬에 담겨 있습니다.',
        ],
        en: [
          'The round emblem at the center is the taegeuk (太極, "the supreme ultimate"). Its red upper half is yang (陽) and its blue lower half is yin (陰). Yang is the bright, active force that reaches outward; yin is the dark, quiet force that gathers in.',
          'The two colors are divided not by a straight line but by a curve in which each half swirls into the other. Where one grows, the other recedes, and neither is whole on its own. The emblem carries the idea that all things arise and grow when opposites push and pull against each other and still form one whole.',
        ],
      },
    },
    {
      id: 'trigrams',
      heading: { ko: '네 괘: 건·곤·감·리', en: 'The four trigrams: Geon, Gon, Gam, Ri' },
      paragraphs: {
        ko: [
          '네 모서리에는 『주역』 팔괘 가운데 네 괘, 건(乾)·곤(坤)·감(坎)·리(離)가 놓입니다. 괘는 이어진 막대(양효)와 끊어진 막대(음효) 세 개로 이루어지며, 태극에 가장 가까운 막대가 첫째 효입니다.',
          '건과 곤, 감과 리는 모든 효가 서로 반대인 짝으로, 태극을 사이에 두고 대각선으로 마주 봅니다.',
        ],
        en: [
          'In the four corners stand four of the eight trigrams of the I Ching: Geon (乾), Gon (坤), Gam (坎) and Ri (離). Each trigram is made of three bars, solid for yang and broken for yin, and the bar nearest the taegeuk is its first line.',
          'Geon and Gon, and Gam and Ri, are pairs in which every line is reversed, and each pair faces the other across the taegeuk on a diagonal.',
        ],
      },
    },
    {
      id: 'philosophy',
      heading: { ko: '철학적 의미', en: 'Philosophical significance' },
      paragraphs: {
        ko: [
          '태극기는 동아시아의 오래된 세계관을 한 장의 천 위에 펼쳐 놓은 것입니다. 태극이 음과 양으로 나뉘고, 음양은 다시 하늘과 땅, 물과 불로 드러나며, 이것들이 서로 마주 보고 어울리면서 세상은 멈추지 않고 움직입니다. 건과 곤이 하늘과 땅이라는 큰 틀을 이룬다면, 감과 리는 그 사이를 흐르고 비추는 물과 불의 작용입니다.',
          '그래서 태극기는 어느 한쪽이 이기는 모습이 아니라, 서로 다른 것들이 균형을 이루며 함께 자라 가는 모습을 그립니다. 그 안에는 끊임없이 새로워지며 조화를 이루려는 겨레의 바람이 담겨 있습니다.',
        ],
        en: [
          'The flag lays out an old East Asian view of the world on a single sheet of cloth. The supreme ultimate divides into yin and yang; yin and yang appear as heaven and earth, water and fire; and as these face and answer one another, the world never stops moving. Geon and Gon give the great frame of sky and ground, while Gam and Ri are the working of water and fire that flow and shine between them.',
          'So the flag pictures no victory of one side over the other, but different things holding each other in balance and growing together, and with it the hope of a people to keep renewing themselves in harmony.',
        ],
      },
    },
  ] satisfies readonly FlagSection[],
  tableNote: {
    ko: '방위·계절·덕목은 태극기를 풀이할 때 흔히 함께 가르치는 대중적인 관행을 따릅니다. 오행과 견주면 건(동쪽·봄·인)의 줄은 나무의 자리, 감(북쪽·겨울·지)의 줄은 물의 자리와 그대로 맞습니다. 곤(서쪽·여름·의)과 리(남쪽·가을·예)의 줄은 오행과 어긋납니다. 오행에서 서쪽·가을·의는 쇠의 자리이고 남쪽·여름·예는 불의 자리인데, 이 관행은 곤에 여름을, 리에 가을을 두기 때문입니다. 어느 것도 주역 경문에 적힌 규정은 아닙니다.',
    en: 'Direction, season and virtue follow a popular convention taught with the flag. Set beside the five elements, the Geon row (east, spring, benevolence) matches the place of wood and the Gam row (north, winter, wisdom) the place of water. The Gon row (west, summer, righteousness) and the Ri row (south, autumn, propriety) do not match: in the five elements west, autumn and righteousness belong to metal and south, summer and propriety to fire, while the convention gives Gon the summer and Ri the autumn. None of this is written in the I Ching text itself.',
  } satisfies Text,
  libraryNote: {
    ko: '네 괘를 각각 두 번 겹치면 64괘 가운데 네 괘가 됩니다. 카드를 눌러 중천건(1), 중지곤(2), 중수감(29), 중화리(30)를 읽어 보세요.',
    en: 'Doubled, each trigram becomes one of the 64 hexagrams. Open a card to read The Creative (1), The Receptive (2), The Abysmal (29) and The Clinging (30).',
  } satisfies Text,
};

export const flagTrigrams: readonly FlagTrigram[] = [
  {
    key: 'heaven',
    hexagram: 1,
    corner: 'top-left',
    name: { ko: '건', en: 'Geon' },
    chinese: '乾',
    symbol: { ko: '하늘', en: 'heaven' },
    direction: { ko: '동쪽', en: 'east' },
    season: { ko: '봄', en: 'spring' },
    virtue: { ko: '인(仁)', en: 'benevolence' },
    family: { ko: '아버지', en: 'father' },
    note: {
      ko: '세 효가 모두 양효입니다. 쉬지 않고 움직이는 하늘의 굳셈을 나타냅니다.',
      en: 'Three solid lines: the tireless strength of heaven.',
    },
  },
  {
    key: 'earth',
    hexagram: 2,
    corner: 'bottom-right',
    name: { ko: '곤', en: 'Gon' },
    chinese: '坤',
    symbol: { ko: '땅', en: 'earth' },
    direction: { ko: '서쪽', en: 'west' },
    season: { ko: '여름', en: 'summer' },
    virtue: { ko: '의(義)', en: 'righteousness' },
    family: { ko: '어머니', en: 'mother' },
    note: {
      ko: '세 효가 모두 음효입니다. 모든 것을 받아들여 길러 내는 땅의 너그러움을 나타냅니다.',
      en: 'Three broken lines: the open, nurturing breadth of the earth.',
    },
  },
  {
    key: 'water',
    hexagram: 29,
    corner: 'top-right',
    name: { ko: '감', en: 'Gam' },
    chinese: '坎',
    symbol: { ko: '물', en: 'water' },
    direction: { ko: '북쪽', en: 'north' },
    season: { ko: '겨울', en: 'winter' },
    virtue: { ko: '지(智)', en: 'wisdom' },
    family: { ko: '중남(中男)', en: 'middle son' },
    note: {
      ko: '양효 하나가 두 음효 사이에 있습니다. 험한 곳을 흘러가면서도 속은 굳센 물을 나타냅니다.',
      en: 'A solid line held between two broken ones: water, yielding outside and steady at its core as it flows through danger.',
    },
  },
  {
    key: 'fire',
    hexagram: 30,
    corner: 'bottom-left',
    name: { ko: '리', en: 'Ri' },
    chinese: '離',
    symbol: { ko: '불', en: 'fire' },
    direction: { ko: '남쪽', en: 'south' },
    season: { ko: '가을', en: 'autumn' },
    virtue: { ko: '예(禮)', en: 'propriety' },
    family: { ko: '중녀(中女)', en: 'middle daughter' },
    note: {
      ko: '음효 하나가 두 양효 사이에 있습니다. 밖으로 밝게 빛나되 속은 비어 있어, 붙는 곳이 있어야 타오르는 불을 나타냅니다.',
      en: 'A broken line between two solid ones: fire, bright outside and hollow within, shining by what it clings to.',
    },
  },
];
