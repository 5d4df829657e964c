import { PRIVACY_EFFECTIVE_DATE } from './effective-dates';
import { RETENTION_HEAD, retentionCells } from './retention';
import { list, p, table, term, type PolicyContext, type PolicyDocument } from './types';

export const privacyPolicyEn = (c: PolicyContext): PolicyDocument => ({
  language: 'en',
  effective: PRIVACY_EFFECTIVE_DATE,
  intro: [
    p(`This Privacy Policy explains what personal information ${c.company} (“we”) collects when you use ${c.product} — the app, the reports you open from it and this website — why we collect it, who helps us process it, how long we keep it and what you can do about it. For users in Korea it is also our privacy notice under the Personal Information Protection Act (PIPA).`),
    p(`${c.product} offers readings based on the Book of Changes and the five elements **for entertainment and self-reflection only**. You must be **14 or older** to sign up and use it.`),
  ],
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      blocks: [
        p('We collect only what the services need:'),
        list(
          term('Account information', 'your e-mail address, your password (kept by our backend provider only as a one-way hash, so nobody can read it), your user ID, and when the account was created, confirmed and last signed in.'),
          term('What you type', 'the concerns and questions you ask about, the plans you write for the coming years, your quiz answers, and the messages you write in the app’s conversations.'),
          term('Date of birth', 'when you enter it for a reading based on your birth date, together with any other birth details you choose to save.'),
          term('Readings', 'the reports generated for you, their language and when they were created.'),
          term('Journal notes', 'what you write in your journal beside a reading (a report, a cast or today’s hexagram) and the follow-ups you add later, when you wrote them, the reading each belongs to and the date the note asks how things went. They are your own record: we keep them only to show them to you and let you download them, encrypt them before they are stored, and never send them to an AI model provider or the cloud reading service.'),
          term('Purchases', 'which product you bought, the store (App Store or Google Play), the store’s transaction ID (and, for Google Play, the purchase token), the purchase and expiry times, and the status the store reports (active, refunded, revoked or expired) with the history of its changes. Payment details stay with the store; we never receive them.'),
          term('Report flags', 'when you flag a report: the kind of report, the reasons you picked, the details you wrote and the time.'),
          term('Device and usage information', 'the app version, device model and operating system, an approximate region derived from the IP address, the screens you open and the actions you take in the app, crash reports, and a push notification token if you allow notifications.'),
          term('What the crisis check reads', 'the text you type for a reading is read by our server, at that moment, for signs of self-harm or suicide, so that we can show where to get help instead of a reading. Neither the text nor the result is stored (see the retention table).'),
          term('Cookies on this website', 'one cookie that remembers your language, and sign-in cookies while you are signed in on the web (for example to delete your account). We use no advertising or cross-site tracking cookies.'),
        ),
        p('We do not ask for your name, phone number, contacts, precise location, photos or identity documents. Please keep out of your questions anything you would rather not share, especially details about other people or sensitive matters such as your health.'),
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How we use information',
      blocks: [
        list(
          '**To run your account:** sign-up, sign-in, password reset e-mails and account deletion.',
          '**To create your readings:** your question, plans, quiz answers and date of birth are used to compose the reading you asked for. The text you typed is sent to an AI model provider to generate it (see section 3).',
          '**To deliver what you bought:** to check, when a report opens in the app’s web view or a browser, that the purchase belongs to your account and is still valid, and to show you the same report again later. When the store tells us a purchase was refunded or revoked, the report it paid for no longer opens and its stored reading can no longer be read, in the app or on the web. We keep that reading with your account, so that it opens again if the store reverses the refund, and erase it when you delete your account.',
          '**To look after quality and safety:** to review flagged reports, fix errors, prevent abuse and fraud, and keep the services secure.',
          '**To understand and improve the app:** usage statistics, such as which screens are used and where the app crashes.',
          '**To keep your journal:** your notes and follow-ups are stored for you alone, shown back to you, searched when you search them and exported when you ask; they are read by our server’s crisis check only to show where to get help beside them, and are not used for anything else.',
          '**To send notifications:** only if you allow them, for example when a reading is ready or about your account. You can turn them off in your device settings at any time.',
          '**To meet legal duties:** keeping transaction records and answering lawful requests from authorities.',
        ),
        p('We do not sell your personal information, we do not use it for targeted advertising, and we do not use your questions, plans or readings to train AI models.'),
        p('Readings are composed automatically, but they are only suggestions for reflection: no decision with legal or similarly significant effects on you is ever made from them.'),
      ],
    },
    {
      id: 'disclosure',
      heading: 'Disclosure to third parties',
      blocks: [
        p('We share personal information only with service providers that process it for us, under contract and only for the purposes above, and when the law requires it. We name them here by the kind of service they provide:'),
        list(
          term('A backend and database provider', 'hosts our database and sign-in service, and so stores account information, what you typed, readings, purchase records and report flags.'),
          term('AI model providers', 'receive the text needed to generate a reading — your question or plans, quiz answers and, for readings based on your birth date, your date of birth — but never your e-mail address or password. We use only providers whose terms forbid them to train their models on the data we send.'),
          term('An analytics service', 'receives device and usage information to produce usage statistics and crash reports.'),
          term('A push notification service', 'receives your device’s push token and the notifications we send to you.'),
        ),
        p('Apple and Google process your payments as independent companies under their own privacy policies and tell us whether a purchase is valid, and later whether it was renewed, refunded, revoked or has expired.'),
        p(`**Transfers outside Korea.** Some of these providers store or process data on servers outside the Republic of Korea. When you use a feature that needs one of them, the data it needs is sent over an encrypted connection at that moment, and the provider keeps it only as long as its service to us requires. Write to [${c.email}](mailto:${c.email}) for the list of providers, their countries and the data each one receives. If you do not want your data transferred abroad, you can stop using the feature concerned or delete your account, although some readings cannot be made without such a transfer.`),
        p('We may also disclose information when the law requires it, to protect someone’s life or safety, or as part of a merger or sale of the business, in which case this policy continues to protect your information.'),
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      blocks: [
        p('At any time you can:'),
        list(
          'see the personal information we hold about you and get a copy of it;',
          'have information corrected if it is wrong;',
          `delete your account and its data: in the app under Settings → Data Management → Delete Account, or on [the account deletion page](${c.deleteAccountPath});`,
          'ask us to stop or limit processing, or withdraw a consent you gave (for example by turning off notifications);',
          'ask for an explanation of how readings are composed automatically, or object to it.',
        ),
        p(`To use any of these rights, write to [${c.email}](mailto:${c.email}) from your account’s e-mail address. We may ask you to confirm your identity and will answer within 10 days. A parent or guardian can act for a child, and you can authorize someone else to act for you.`),
        p('If you are in Korea and believe your rights have been infringed, you can also contact the Personal Information Dispute Mediation Committee (1833-6972, kopico.go.kr), the Privacy Infringement Report Center run by KISA (118, privacy.kisa.or.kr), or the police. Wherever you live, we handle requests from every user in the same way.'),
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep information',
      blocks: [
        p('The purpose, legal basis and retention period of each item are below. The Korean privacy notice and the account deletion page use the same table.'),
        table(RETENTION_HEAD.en, ...retentionCells('en')),
        p('When a retention period ends, the data is erased so that it cannot be recovered. Copies in backups disappear as the backups are replaced, within 30 days.'),
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        list(
          'Everything sent between the app, this website and our servers is encrypted (HTTPS).',
          'Passwords are stored only as salted one-way hashes.',
          'Journal notes and their follow-ups are encrypted before they are stored (AES-256-GCM, with keys kept apart from the database), so a copy of the database alone does not reveal them.',
          'Only our servers can write to the database, and every request for a report checks a signed sign-in token and that the purchase is yours.',
          'Staff access is limited to people who need it for their work, protected by strong authentication and logged.',
          'Our providers are bound by contract to protect the data they process for us.',
        ),
        p('No system is perfectly secure. If a breach affects your personal information, we will tell you and the authorities without delay, as the law requires.'),
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      blocks: [
        p(`You must be **14 or older** to sign up and use ${c.product}. Korea’s Personal Information Protection Act requires a legal guardian’s consent before the personal information of a child under 14 is processed; we have no way to collect that consent, so we do not accept sign-ups from children under 14, wherever they live. Sign-up asks you to confirm that you are 14 or older.`),
        p(`If we learn that we hold information from a child under 14, we delete it without delay. Parents and guardians who think this has happened can write to [${c.email}](mailto:${c.email}).`),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        p('When we change how we handle personal information, we update this policy, change the effective date at the top, and tell you in the app at least 7 days before the change applies. Important changes, such as a new purpose or a new kind of data, are announced 30 days ahead, and where the law requires it we ask for your consent again. Earlier versions are available on request.'),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        p(`${c.company} is responsible for your personal information. For questions, requests or complaints about privacy, contact us:`),
        list(
          term('Company', `${c.company} (business registration number ${c.businessRegistrationNumber})`),
          term('Privacy contact', `[${c.email}](mailto:${c.email}). We answer within 10 days.`),
        ),
        p(`How you may use ${c.product} is set out in the [Terms of Use](${c.termsPath}).`),
      ],
    },
  ],
});
