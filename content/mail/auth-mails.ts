/**
 * The words of the account e-mails (lib/embedded/auth/mail.ts renders them as HTML with a button
 * and as plain text). A mail is in the account's language (the `locale` its sign-up sent); when the
 * auth server does not know it, the mail says everything in Korean first, then in English. `{product}` is the product name in that language, `{providers}`
 * the providers an account signs in with (Kakao, Apple, Google) in that language.
 */

export type AuthMailKind = 'recovery' | 'confirmation' | 'already-registered' | 'provider-only';

export interface AuthMailWords {
  subject: string;
  heading: string;
  paragraphs: readonly string[];
  /** the button's label (the mail's one link) */
  button: string;
  /** under the button: how long the link works, and what to do if it was not you */
  note: string;
  /** small print: the link spelled out, for a mail reader that does not show the button */
  fallback: string;
}

export const AUTH_MAILS: Record<AuthMailKind, { ko: AuthMailWords; en: AuthMailWords }> = {
  recovery: {
    ko: {
      subject: '[{product}] 비밀번호 재설정 안내',
      heading: '비밀번호 재설정',
      paragraphs: ['{product} 계정의 비밀번호 재설정을 요청하셨습니다. 아래 버튼을 눌러 새 비밀번호를 정해 주세요.'],
      button: '새 비밀번호 정하기',
      note: '버튼은 1시간 동안, 한 번만 쓸 수 있습니다. 요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 비밀번호는 그대로입니다.',
      fallback: '버튼이 열리지 않으면 이 주소를 브라우저에 붙여 넣어 주세요:',
    },
    en: {
      subject: 'Reset your {product} password',
      heading: 'Reset your password',
      paragraphs: ['Someone asked to reset the password of your {product} account. Press the button below to choose a new one.'],
      button: 'Choose a new password',
      note: 'The button works once, within one hour. If it was not you, you can ignore this e-mail: your password stays as it is.',
      fallback: 'If the button does not open, paste this address into your browser:',
    },
  },
  confirmation: {
    ko: {
      subject: '[{product}] 이메일 주소를 확인해 주세요',
      heading: '가입을 마무리해 주세요',
      paragraphs: ['{product}에 가입해 주셔서 고맙습니다. 아래 버튼을 누르면 이메일 주소가 확인되고 바로 로그인됩니다.'],
      button: '이메일 주소 확인하기',
      note: '버튼은 24시간 동안, 한 번만 쓸 수 있습니다. 가입하지 않으셨다면 이 메일을 무시하셔도 됩니다. 계정은 만들어지지 않습니다.',
      fallback: '버튼이 열리지 않으면 이 주소를 브라우저에 붙여 넣어 주세요:',
    },
    en: {
      subject: 'Confirm your e-mail for {product}',
      heading: 'Finish signing up',
      paragraphs: ['Thank you for signing up for {product}. Press the button below to confirm your e-mail address; you will be signed in right away.'],
      button: 'Confirm my e-mail',
      note: 'The button works once, within 24 hours. If you did not sign up, you can ignore this e-mail and no account will be made.',
      fallback: 'If the button does not open, paste this address into your browser:',
    },
  },
  'already-registered': {
    ko: {
      subject: '[{product}] 이미 가입된 이메일입니다',
      heading: '이미 계정이 있습니다',
      paragraphs: [
        '누군가 이 이메일 주소로 {product}에 다시 가입하려고 했습니다. 이 주소로 만든 계정이 이미 있으니 새로 가입하지 않아도 됩니다.',
        '비밀번호가 기억나지 않으면 아래 버튼을 눌러 재설정 링크를 받아 주세요.',
      ],
      button: '로그인 화면으로',
      note: '직접 시도하신 것이 아니라면 이 메일을 무시하셔도 됩니다. 계정에는 아무 변화도 없습니다.',
      fallback: '버튼이 열리지 않으면 이 주소를 브라우저에 붙여 넣어 주세요:',
    },
    en: {
      subject: 'You already have a {product} account',
      heading: 'You already have an account',
      paragraphs: [
        'Someone tried to sign up for {product} again with this e-mail address. An account with this address already exists, so there is no need to sign up.',
        'If you do not remember your password, press the button and ask for a reset link.',
      ],
      button: 'Go to sign-in',
      note: 'If this was not you, you can ignore this e-mail. Nothing about your account has changed.',
      fallback: 'If the button does not open, paste this address into your browser:',
    },
  },
  'provider-only': {
    ko: {
      subject: '[{product}] 로그인 방법 안내',
      heading: '비밀번호 없이 가입한 계정입니다',
      paragraphs: [
        '{product} 계정의 비밀번호 재설정을 요청하셨습니다. 이 계정은 비밀번호 없이 {providers}로 가입되어 있어 재설정할 비밀번호가 없습니다.',
        '로그인 화면에서 {providers} 버튼을 눌러 로그인해 주세요.',
      ],
      button: '로그인 화면으로',
      note: '요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 계정에는 아무 변화도 없습니다.',
      fallback: '버튼이 열리지 않으면 이 주소를 브라우저에 붙여 넣어 주세요:',
    },
    en: {
      subject: 'How to sign in to {product}',
      heading: 'Your account has no password',
      paragraphs: [
        'Someone asked to reset the password of your {product} account. This account was made with {providers}, without a password, so there is no password to reset.',
        'On the sign-in page, press the {providers} button to sign in.',
      ],
      button: 'Go to sign-in',
      note: 'If this was not you, you can ignore this e-mail. Nothing about your account has changed.',
      fallback: 'If the button does not open, paste this address into your browser:',
    },
  },
};
