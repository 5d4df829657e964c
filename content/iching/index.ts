/**
 * The library's raw content, validated once when first imported: facts and classical text from the
 * cross-checked reference, our names from names.json, our wording from text/NN.json. Server-side only (it is large).
 */
import { z } from 'zod';
import hexagramFacts from './reference/hexagrams.json';
import trigramFacts from './reference/trigrams.json';
import classicalText from './reference/zhouyi_text.json';
import names from './names.json';
import romanizedNames from './romanized-names.json';
import { classicalTextSchema, hexagramFactsSchema, hexagramNamesSchema, hexagramTextFileSchema, romanizedNameSchema, trigramFactsSchema } from './schema';
import t01 from './text/01.json';
import t02 from './text/02.json';
import t03 from './text/03.json';
import t04 from './text/04.json';
import t05 from './text/05.json';
import t06 from './text/06.json';
import t07 from './text/07.json';
import t08 from './text/08.json';
import t09 from './text/09.json';
import t10 from './text/10.json';
import t11 from './text/11.json';
import t12 from './text/12.json';
import t13 from './text/13.json';
import t14 from './text/14.json';
import t15 from './text/15.json';
import t16 from './text/16.json';
import t17 from './text/17.json';
import t18 from './text/18.json';
import t19 from './text/19.json';
import t20 from './text/20.json';
import t21 from './text/21.json';
import t22 from './text/22.json';
import t23 from './text/23.json';
import t24 from './text/24.json';
import t25 from './text/25.json';
import t26 from './text/26.json';
import t27 from './text/27.json';
import t28 from './text/28.json';
import t29 from './text/29.json';
import t30 from './text/30.json';
import t31 from './text/31.json';
import t32 from './text/32.json';
import t33 from './text/33.json';
import t34 from './text/34.json';
import t35 from './text/35.json';
import t36 from './text/36.json';
import t37 from './text/37.json';
import t38 from './text/38.json';
import t39 from './text/39.json';
import t40 from './text/40.json';
import t41 from './text/41.json';
import t42 from './text/42.json';
import t43 from './text/43.json';
import t44 from './text/44.json';
import t45 from './text/45.json';
import t46 from './text/46.json';
import t47 from './text/47.json';
import t48 from './text/48.json';
import t49 from './text/49.json';
import t50 from './text/50.json';
import t51 from './text/51.json';
import t52 from './text/52.json';
import t53 from './text/53.json';
import t54 from './text/54.json';
import t55 from './text/55.json';
import t56 from './text/56.json';
import t57 from './text/57.json';
import t58 from './text/58.json';
import t59 from './text/59.json';
import t60 from './text/60.json';
import t61 from './text/61.json';
import t62 from './text/62.json';
import t63 from './text/63.json';
import t64 from './text/64.json';

const wordings = [
  t01, t02, t03, t04, t05, t06, t07, t08, t09, t10, t11, t12, t13, t14, t15, t16,
  t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t29, t30, t31, t32,
  t33, t34, t35, t36, t37, t38, t39, t40, t41, t42, t43, t44, t45, t46, t47, t48,
  t49, t50, t51, t52, t53, t54, t55, t56, t57, t58, t59, t60, t61, t62, t63, t64,
];

export const rawHexagramFacts = z.array(hexagramFactsSchema).length(64).parse(hexagramFacts);
export const rawTrigramFacts = z.array(trigramFactsSchema).length(8).parse(trigramFacts);
export const rawClassicalText = z.array(classicalTextSchema).length(64).parse(classicalText);
export const rawWordings = z.array(hexagramTextFileSchema).length(64).parse(wordings);
export const rawNames = z.array(hexagramNamesSchema).length(64).parse(names);
export const rawRomanizedNames = z.array(romanizedNameSchema).length(64).parse(romanizedNames);
