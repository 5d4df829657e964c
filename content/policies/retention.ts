import type { PolicyLanguage } from './types';

/**
 * The one retention table: every kind of personal information the product handles, why, on what
 * basis and for exactly how long. The Korean notice (privacy-policy-kr.*), the global privacy
 * policy (privacy-policy.*) and /delete-account all render these rows; lib/policies/retention.test.ts
 * fails when one of them states an item or a period the others do not.
 *
 * `onDeletion` is what DELETE /api/account does to the item (lib/account/delete-account.ts):
 * 'erased' at once; 'kept' for the period, without the user id; 'not-linked' when the item was
 * never tied to the account (a random device id, a log line); 'not-stored' when nothing is kept.
 *
 * The e-commerce periods are those of the 전자상거래법's enforcement decree, article 6 (records of
 * contracts or withdrawals and of payments 5 years, of complaints and disputes 3 years).
 */
type Text = Record<PolicyLanguage, string>;

export type RetentionId =
  | 'account'
  | 'readings'
  | 'journal'
  | 'chat'
  | 'consents'
  | 'push-token'
  | 'payments'
  | 'contracts'
  | 'complaints'
  | 'access-log'
  | 'usage'
  | 'crash'
  | 'location'
  | 'crisis-screen'
  | 'flag-details'
  | 'flag-reasons';

export interface RetentionRow {
  id: RetentionId;
  item: Text;
  purpose: Text;
  basis: Text;
  period: Text;
  onDeletion: 'erased' | 'kept' | 'not-linked' | 'not-stored';
}

const ECOMMERCE: Text = {
  ko: '「전자상거래 등에서의 소비자보호에 관한 법률」 제6조, 같은 법 시행령 제6조',
  en: 'Korea’s Act on Consumer Protection in Electronic Commerce, article 6, and its enforcement decree, article 6',
};
const CONTRACT: Text = { ko: '서비스 이용 계약', en: 'the contract to provide the service' };
const UNTIL_DELETED: Text = { ko: '계정을 삭제할 때까지(삭제하면 바로 파기)', en: 'until you delete your account (erased at once when you do)' };
const ANALYTICS_PERIOD: Text = { ko: '수집한 날부터 14개월', en: '14 months from collection' };
const IMPROVE: Text = { ko: '서비스 개선(이메일 주소가 아닌 임의의 기기 식별자로 처리)', en: 'improving the service (under a random device identifier, never your e-mail address)' };

export const RETENTION: readonly RetentionRow[] = [
  {
    id: 'account',
    item: { ko: '계정 정보(이메일 주소, 사용자 ID, 비밀번호 해시, 가입·로그인 시각)', en: 'Account information (e-mail address, user ID, password hash, sign-up and sign-in times)' },
    purpose: { ko: '회원 관리와 로그인', en: 'running your account and signing you in' },
    basis: CONTRACT,
    period: UNTIL_DELETED,
    onDeletion: 'erased',
  },
  {
    id: 'readings',
    item: { ko: '입력한 질문·계획·퀴즈 답변, 생년월일, 만들어진 풀이와 리포트, 만들던 리포트의 진행 내용', en: 'What you typed (questions, plans, quiz answers), your date of birth, your readings and reports, and progress on a report not finished yet' },
    purpose: { ko: '요청한 풀이를 만들고 다시 보여 드림', en: 'making the readings you ask for and showing them again' },
    basis: CONTRACT,
    period: UNTIL_DELETED,
    onDeletion: 'erased',
  },
  {
    id: 'journal',
    item: {
      ko: '주역 일기의 기록(풀이 곁에 직접 쓴 글과 그 뒤의 이야기, 쓴 시각, 기록이 딸린 풀이, 그 뒤를 물어볼 날)',
      en: 'Journal notes (what you write beside a reading and the follow-ups you add, when you wrote them, the reading they belong to and the date to ask how things went)',
    },
    purpose: {
      ko: '이용자가 스스로 남기는 기록을 보관해 다시 보고 내려받게 함(저장할 때 암호화하며, AI 제공업체나 클라우드 풀이 서비스로 보내지 않음)',
      en: 'keeping your own record so you can read it again and download it (encrypted when stored, never sent to AI providers or the cloud reading service)',
    },
    basis: CONTRACT,
    period: { ko: '기록을 지우거나 계정을 삭제할 때까지(지우면 바로 파기)', en: 'until you delete the note or your account (erased at once when you do)' },
    onDeletion: 'erased',
  },
  {
    id: 'chat',
    item: { ko: '앱의 대화 메시지', en: 'Messages you write in the app’s conversations' },
    purpose: { ko: '대화 기록을 보여 드림', en: 'showing you your conversation history' },
    basis: CONTRACT,
    period: UNTIL_DELETED,
    onDeletion: 'erased',
  },
  {
    id: 'consents',
    item: { ko: '약관·개인정보 동의와 만 14세 이상 확인의 기록', en: 'Records of your consent to the terms and privacy policy and of your confirmation that you are 14 or older' },
    purpose: { ko: '동의받은 사실의 증명', en: 'showing that consent was given' },
    basis: { ko: '「개인정보 보호법」에 따른 동의', en: 'your consent under Korea’s Personal Information Protection Act' },
    period: UNTIL_DELETED,
    onDeletion: 'erased',
  },
  {
    id: 'push-token',
    item: { ko: '푸시 알림 토큰', en: 'Push notification token' },
    purpose: { ko: '허용한 알림 발송', en: 'sending the notifications you allowed' },
    basis: { ko: '이용자의 동의', en: 'your consent' },
    period: { ko: '알림을 끄거나 계정을 삭제할 때까지', en: 'until you turn notifications off or delete your account' },
    onDeletion: 'erased',
  },
  {
    id: 'payments',
    item: { ko: '대금 결제에 관한 기록(상품, 스토어, 거래 ID, 구매·만료 시각)', en: 'Payment records (product, store, transaction ID, purchase and expiry times)' },
    purpose: { ko: '법령에 따른 거래 기록 보존, 스토어에서 계속되는 구독을 다음 계정이 이어받게 함', en: 'keeping transaction records as the law requires; letting a subscription that the store keeps renewing be claimed by your next account' },
    basis: ECOMMERCE,
    period: { ko: '5년(계정을 삭제하면 사용자 ID를 지워 익명으로 보관)', en: '5 years (your user ID is removed when you delete your account)' },
    onDeletion: 'kept',
  },
  {
    id: 'contracts',
    item: { ko: '계약 또는 청약철회 등에 관한 기록(구매, 환불·취소와 그 이력)', en: 'Records of contracts and withdrawals (purchases, refunds and cancellations, with their history)' },
    purpose: { ko: '법령에 따른 거래 기록 보존', en: 'keeping transaction records as the law requires' },
    basis: ECOMMERCE,
    period: { ko: '5년(계정을 삭제하면 사용자 ID를 지워 익명으로 보관)', en: '5 years (your user ID is removed when you delete your account)' },
    onDeletion: 'kept',
  },
  {
    id: 'complaints',
    item: { ko: '소비자의 불만 또는 분쟁 처리에 관한 기록(문의 메일과 처리 내용)', en: 'Records of consumer complaints and disputes (your e-mails and how they were handled)' },
    purpose: { ko: '불만과 분쟁의 처리, 법령에 따른 보존', en: 'handling complaints and disputes; keeping the records as the law requires' },
    basis: ECOMMERCE,
    period: { ko: '3년', en: '3 years' },
    onDeletion: 'kept',
  },
  {
    id: 'access-log',
    item: { ko: '접속 기록(IP 주소, 접속 시각, 요청한 주소, 브라우저 정보)', en: 'Access logs (IP address, time, requested address, browser details)' },
    purpose: { ko: '보안과 부정 이용 방지', en: 'security and preventing abuse' },
    basis: { ko: '「통신비밀보호법」', en: 'Korea’s Protection of Communications Secrets Act' },
    period: { ko: '3개월', en: '3 months' },
    onDeletion: 'not-linked',
  },
  {
    id: 'usage',
    item: { ko: '앱 이용 기록(연 화면, 누른 기능, 기기 모델, 운영체제, 앱 버전)', en: 'App usage (screens you open, actions you take, device model, operating system, app version)' },
    purpose: { ko: '이용 통계', en: 'usage statistics' },
    basis: IMPROVE,
    period: ANALYTICS_PERIOD,
    onDeletion: 'not-linked',
  },
  {
    id: 'crash',
    item: { ko: '오류 기록(앱이 멈춘 화면, 기기와 앱 버전)', en: 'Crash reports (where the app failed, device and app version)' },
    purpose: { ko: '오류 수정', en: 'fixing errors' },
    basis: IMPROVE,
    period: ANALYTICS_PERIOD,
    onDeletion: 'not-linked',
  },
  {
    id: 'location',
    item: { ko: 'IP 주소로 추정한 대략적인 지역(국가·도시 수준, 정확한 위치는 수집하지 않음)', en: 'Approximate region derived from the IP address (country or city; never your precise location)' },
    purpose: { ko: '지역별 이용 통계', en: 'usage statistics by region' },
    basis: IMPROVE,
    period: ANALYTICS_PERIOD,
    onDeletion: 'not-linked',
  },
  {
    id: 'crisis-screen',
    item: {
      ko: '위기 확인: 풀이를 위해 입력한 글에 자해·자살 위험을 알리는 표현이 있는지 서버가 읽음',
      en: 'Crisis check: our server reads the text you type for a reading for signs of self-harm or suicide',
    },
    purpose: { ko: '위험이 보이면 풀이 대신 도움받을 곳(상담 전화)을 안내', en: 'showing where to get help (helplines) instead of a reading when such signs appear' },
    basis: {
      ko: '요청한 풀이의 제공(서비스 이용 계약). 건강에 관한 민감정보(「개인정보 보호법」 제23조)가 될 수 있어 글도 확인 결과도 저장하지 않음',
      en: 'providing the reading you asked for (the contract). Because it may reveal health information, a sensitive category under article 23 of the Personal Information Protection Act, neither the text nor the result is stored',
    },
    period: { ko: '보관하지 않음(확인하는 순간에만 읽음)', en: 'not kept (read only at the moment of the check)' },
    onDeletion: 'not-stored',
  },
  {
    id: 'flag-details',
    item: { ko: '리포트 신고에 직접 적은 설명', en: 'The details you wrote when flagging a report' },
    purpose: { ko: '신고된 리포트 검토', en: 'reviewing flagged reports' },
    basis: { ko: '이용자의 동의(신고할 때 직접 적음)', en: 'your consent (you chose to write them)' },
    period: UNTIL_DELETED,
    onDeletion: 'erased',
  },
  {
    id: 'flag-reasons',
    item: { ko: '리포트 신고에서 고른 사유와 리포트 종류', en: 'The reasons you picked when flagging a report, and the kind of report' },
    purpose: { ko: '콘텐츠 품질 통계', en: 'content quality statistics' },
    basis: { ko: '서비스 품질 관리', en: 'looking after the quality of the service' },
    period: {
      ko: '계정을 삭제할 때까지. 삭제하면 사용자 ID를 지워, 누구의 것인지 알 수 없는 통계로만 남김',
      en: 'until you delete your account; then your user ID is removed and only an anonymous count remains',
    },
    onDeletion: 'kept',
  },
];

/** What /delete-account lists as erased, and as kept (with basis and period): the same rows. */
export const ERASED_ON_DELETION = RETENTION.filter((row) => row.onDeletion === 'erased');
export const KEPT_AFTER_DELETION = RETENTION.filter((row) => row.onDeletion === 'kept' || row.onDeletion === 'not-linked');

/** The table's header in each language, in the column order every page uses. */
export const RETENTION_HEAD: Record<PolicyLanguage, [string, string, string, string]> = {
  ko: ['항목', '목적', '근거', '보유 기간'],
  en: ['Item', 'Purpose', 'Legal basis', 'How long'],
};

/** The rows as table cells in one language (item, purpose, basis, period). */
export function retentionCells(language: PolicyLanguage, rows: readonly RetentionRow[] = RETENTION): string[][] {
  return rows.map((row) => [row.item[language], row.purpose[language], row.basis[language], row.period[language]]);
}

/**
 * The age rule, one for every page that states it (terms, both policies, the sign-up form, the
 * consent step): Korea's PIPA needs a legal guardian's consent under 14 and the product has no
 * guardian route, so nobody under 14 signs up.
 */
export const MINIMUM_AGE = 14;
