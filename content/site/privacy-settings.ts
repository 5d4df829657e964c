import { z } from 'zod';

/**
 * The facts of the Korean privacy notice that depend on the deployment, not on the code: who the
 * privacy officer is, which processors (수탁자) do which task, and which recipients abroad get
 * what. One JSON value, SITE_PRIVACY_JSON (README, "Site identity and the Korean privacy notice").
 * Free text is given in Korean and English; the notice shows each in its own language.
 */
const text = z.string().trim().min(1, 'must not be empty').max(400, 'must be at most 400 characters');
const bilingual = z.object({ ko: text, en: text });

const officerSchema = z.object({
  /** A person's name, or a job title ("개인정보 보호책임자는 성명 또는 직책"). */
  name: bilingual,
  department: bilingual,
  phone: z.string().trim().regex(/^\+?[0-9][0-9 -]{5,19}$/, 'must be a phone number (digits, spaces, hyphens)'),
  email: z.email('must be an e-mail address'),
});

const processorSchema = z.object({
  company: text,
  task: bilingual,
});

const overseasSchema = z.object({
  company: text,
  country: bilingual,
  /** How the recipient's privacy contact is reached (an e-mail address or a web form's address). */
  contact: text,
  items: bilingual,
  /** When and how the data is sent, e.g. "on each request, over an encrypted connection (TLS)". */
  when: bilingual,
  purpose: bilingual,
  retention: bilingual,
});

const thirdPartySchema = z.object({
  company: text,
  purpose: bilingual,
  items: bilingual,
  retention: bilingual,
});

export const privacySettingsSchema = z.object({
  officer: officerSchema,
  processors: z.array(processorSchema).max(30).default([]),
  overseas: z.array(overseasSchema).max(30).default([]),
  thirdParties: z.array(thirdPartySchema).max(30).default([]),
});

export type PrivacySettings = z.infer<typeof privacySettingsSchema>;
export type PrivacyOfficer = PrivacySettings['officer'];

/** Parses SITE_PRIVACY_JSON; the error names the field that is wrong. */
export function parsePrivacySettings(json: string): { ok: true; settings: PrivacySettings } | { ok: false; problems: string[] } {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, problems: ['is not valid JSON'] };
  }
  const parsed = privacySettingsSchema.safeParse(value);
  if (parsed.success) return { ok: true, settings: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => {
      const where = issue.path.join('.') || '(value)';
      return `${where} ${issue.code === 'invalid_type' ? 'is missing' : issue.message}`;
    }),
  };
}

/**
 * What embedded mode shows when nothing is configured: clearly marked samples (예시 / Sample), an
 * impossible phone number, and an address under example.com (RFC 2606), so no one can take them
 * for a real company's.
 */
export const SAMPLE_PRIVACY_SETTINGS: PrivacySettings = {
  officer: {
    name: { ko: '(예시) 개인정보 보호책임자', en: '(Sample) Privacy officer' },
    department: { ko: '(예시) 개인정보 보호 담당 부서', en: '(Sample) Privacy team' },
    phone: '000-0000-0000',
    email: 'privacy@example.com',
  },
  processors: [
    { company: '(예시) 데이터베이스·로그인 제공업체', task: { ko: '(예시) 회원 데이터베이스와 로그인 서비스 운영', en: '(Sample) Running the member database and sign-in' } },
    { company: '(예시) AI 모델 제공업체', task: { ko: '(예시) 입력한 질문으로 풀이 글 생성', en: '(Sample) Writing readings from the questions entered' } },
  ],
  overseas: [
    {
      company: '(예시) AI 모델 제공업체',
      country: { ko: '(예시) 미국', en: '(Sample) United States' },
      contact: 'privacy@example.com',
      items: { ko: '(예시) 풀이를 요청하며 입력한 질문, 계획, 퀴즈 답변, 생년월일', en: '(Sample) The question, plans, quiz answers and date of birth entered for a reading' },
      when: { ko: '(예시) 풀이를 요청할 때마다 암호화된 연결(TLS)로 전송', en: '(Sample) On each reading request, over an encrypted connection (TLS)' },
      purpose: { ko: '(예시) 풀이 글 생성', en: '(Sample) Writing the reading' },
      retention: { ko: '(예시) 응답 후 30일 안에 삭제', en: '(Sample) Deleted within 30 days of the answer' },
    },
  ],
  thirdParties: [],
};
