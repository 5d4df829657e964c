import { PRIVACY_KR_EFFECTIVE_DATE } from './effective-dates';
import { RETENTION_HEAD, retentionCells } from './retention';
import { list, p, table, term, type PolicyBlock, type PolicyContext, type PolicyDocument } from './types';

/**
 * The English translation of the Korean privacy notice (privacy-policy-kr.ko.ts, the original):
 * the same sections, in the same order, with the same configured facts.
 */
export const privacyPolicyKrEn = (c: PolicyContext): PolicyDocument => {
  const { officer, processors, overseas, thirdParties } = c.privacy;
  const mail = (address: string) => `[${address}](mailto:${address})`;
  const contactLine = /^[^@\s]+@[^@\s]+$/.test(c.email) ? mail(c.email) : c.email;

  const thirdPartyBlocks: PolicyBlock[] = thirdParties.length
    ? [
        p('We provide personal information to third parties only as follows.'),
        table(
          ['Recipient', 'Purpose', 'Items', 'Retention'],
          ...thirdParties.map((x) => [x.company, x.purpose.en, x.items.en, x.retention.en]),
        ),
      ]
    : [p('We do not provide your personal information to third parties.')];

  const processorBlocks: PolicyBlock[] = processors.length
    ? [
        p('To run the service, we entrust the processing of personal information to the following companies.'),
        table(['Processor', 'Task'], ...processors.map((x) => [x.company, x.task.en])),
        p('Our contracts with them forbid processing beyond the task, require technical and managerial safeguards, limit further entrustment, let us supervise them and make them liable for damage, and we check that they keep the data safe. When a processor or its task changes, we update this notice.'),
      ]
    : [p('We do not currently entrust the processing of personal information to anyone. If we do, this notice will name the processor and its task.')];

  const overseasBlocks: PolicyBlock[] = overseas.length
    ? [
        p('To provide the service, we transfer personal information abroad as follows, under Article 28-8 of the Personal Information Protection Act.'),
        ...overseas.flatMap((x): PolicyBlock[] => [
          p(`**${x.company}**`),
          list(
            term('Recipient', x.company),
            term('Country', x.country.en),
            term("Recipient's contact", x.contact),
            term('Items transferred', x.items.en),
            term('When and how', x.when.en),
            term("Recipient's purpose", x.purpose.en),
            term('Retention', x.retention.en),
          ),
        ]),
        p(`If you do not want your information transferred abroad, tell us at ${contactLine}, or do not use the feature concerned (readings). Readings cannot be written without the transfer, so refusing it means the reading feature is not available; your account and everything else keep working.`),
      ]
    : [p('We do not transfer personal information abroad.')];

  return {
    language: 'en',
    effective: PRIVACY_KR_EFFECTIVE_DATE,
    intro: [
      ...(c.sample
        ? [p('**The company details, privacy officer, processors and overseas transfers on this page are samples.** They are what a local installation shows; the real service shows the values its operator configures.')]
        : []),
      p(`${c.company} (“we”) publishes this privacy notice under Article 30 of Korea's Personal Information Protection Act to explain how it handles the personal information of people who use the ${c.product} service (the app, the reports it opens and this website), and to deal quickly with any concern about it.`),
      p('This notice is written in Korean; this English text is a translation. Where the two differ, the Korean notice prevails. Where a contract between you and us differs from this notice, whichever is more favorable to you applies.'),
    ],
    sections: [
      {
        id: 'purposes',
        heading: 'Why we process personal information',
        blocks: [
          p('We process personal information only for the purposes below. If a purpose changes, we tell you first and ask for consent where the law requires it.'),
          list(
            term('Sign-up and accounts', 'confirming that you want an account, identifying you and signing you in, confirming that you are 14 or older, password resets, account deletion, notices and answering your questions'),
            term('Readings', 'writing and showing the I Ching and five-element readings and reports you ask for'),
            term('Journal', 'keeping the notes and follow-ups you write beside your readings, so that you alone can read, search and download them'),
            term('Reports you bought', 'checking that a report bought in the app is yours and still valid, and letting you open it again'),
            term('Quality and safety', 'reviewing reported reports, fixing errors, preventing abuse, keeping the service secure'),
            term('Notifications', 'if you allow them, telling you that a reading is ready or something about your account'),
            term('Legal duties', 'keeping transaction records, answering lawful requests from the authorities'),
          ),
          p('We do not sell personal information, do not use it for targeted advertising, and do not train AI models on your questions or readings.'),
        ],
      },
      {
        id: 'items',
        heading: 'What personal information we process',
        blocks: [
          p('The items for each purpose, and whether they are required or optional, are as follows. You can use the service without the optional items; only the feature that needs an item is unavailable without it.'),
          table(
            ['Purpose', 'Items', 'Type'],
            ['Sign-up and accounts', 'E-mail address, password (stored only as a hash that cannot be reversed), user ID, sign-up and sign-in times, the record of your agreement to the terms and to the collection and use of personal information and of your confirmation of being 14 or older (which version, when)', 'Required'],
            ['Readings', 'The question, plans for the years ahead and quiz answers you enter for a reading, and the reading written', 'Required (when you ask for that reading)'],
            ['Readings', 'Date of birth and other birth details (when you ask for a reading based on them)', 'Optional'],
            ['Journal', 'The notes and follow-ups you write beside a reading, when you wrote them, the reading each belongs to and the date to ask how things went (encrypted when stored; never sent to AI providers or the cloud reading service)', 'Optional (when you write a note)'],
            ['Reports you bought', 'The product, the store (App Store or Google Play), the transaction ID, purchase and expiry times, its status (such as refunded or revoked) and its history', 'Required (when you buy)'],
            ['Conversations', 'The messages you write in the app’s conversations', 'Optional (when you use conversations)'],
            ['Quality and safety', 'The reason and the description you write when you report a report', 'Optional'],
            ['Safety (crisis check)', 'The text you type for a reading (not stored; read at that moment only, for words that signal a risk of self-harm or suicide)', 'Required (when you ask for a reading)'],
            ['Notifications', 'Push notification token', 'Optional'],
            ['Collected automatically while you use the service', 'IP address, access times, browser, device and operating system details, app version, cookies', 'Automatic'],
            ['Usage statistics and fixing errors', 'The screens you open and the actions you take in the app, crash reports, an approximate region derived from the IP address (with a random device identifier)', 'Automatic'],
          ),
          p('Payment details (such as card numbers) are handled only by Apple and Google; we never receive them. We do not collect names, phone numbers, addresses, resident registration numbers or precise location. Please do not write sensitive matters such as health, or things about other people, into your questions.'),
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        blocks: [
          p('We keep personal information only for the period you agreed to or the period the law sets. The period and its basis for each item:'),
          table(RETENTION_HEAD.en, ...retentionCells('en')),
          p('The crisis check only reads what you typed, at that moment; neither the text nor the result is stored. All that remains is a count, per screen, of how often the help screen was shown, with no text and nothing that identifies you.'),
        ],
      },
      {
        id: 'destruction',
        heading: 'How we destroy it',
        blocks: [
          list(
            term('Procedure', 'When the retention period ends or the purpose is fulfilled, we destroy the information without delay. When you delete your account, it is removed from the database at once; copies in backups disappear within 30 days as the backups are replaced.'),
            term('Method', 'Electronic files are deleted permanently in a way that cannot be recovered; paper is shredded or incinerated.'),
            term('Records kept by law', 'Records other laws require us to keep (purchase records, complaint and dispute records and access records in the table above) are kept under Article 21(1) of the Personal Information Protection Act, separately from other personal information. Purchase records sit in a table apart from the account details and, when you delete your account, are cut off from it (the user ID is removed) and kept as anonymous records; they are used for no other purpose, only a few people can reach them, and they are destroyed in the same way when the period ends.'),
          ),
        ],
      },
      {
        id: 'third-parties',
        heading: 'Provision to third parties',
        blocks: [
          ...thirdPartyBlocks,
          p('We may provide information, to the extent the law allows, where a law specifically provides for it or it is unavoidable for a legal duty, or where it is needed to protect you or someone else from an imminent danger to life or body. Purchases in the app are handled by Apple and Google directly, under their own policies; we only receive whether a purchase is valid and its status.'),
        ],
      },
      {
        id: 'processors',
        heading: 'Entrusted processing (processors)',
        blocks: processorBlocks,
      },
      {
        id: 'overseas',
        heading: 'Transfers abroad',
        blocks: overseasBlocks,
      },
      {
        id: 'rights',
        heading: 'Your rights and duties, and those of legal representatives, and how to use them',
        blocks: [
          p('You may ask us at any time to:'),
          list(
            'let you see your personal information (Article 35 of the Personal Information Protection Act)',
            'correct what is wrong, or delete it (Article 36)',
            'stop processing it, or withdraw a consent (Article 37)',
          ),
          p(`You can delete your account and its data yourself in the app (Settings → Data management → Delete account) or on the web [account deletion page](${c.deleteAccountPath}). For anything else, e-mail the privacy officer below or ${contactLine}. Once we have checked that the request comes from you or from someone entitled to act for you, we act on it and tell you the result **within 10 days**. If the law does not allow us to show or delete something, we tell you why and how to object.`),
          p('A legal representative, or someone you have authorized, may use these rights for you. Please send a power of attorney and proof of the representative\'s identity with the request.'),
          p('You must keep your information accurate and up to date, and must not sign up with someone else\'s e-mail address or other information or otherwise infringe their rights.'),
        ],
      },
      {
        id: 'automatic-collection',
        heading: 'Automatic collection (cookies and logs) and how to refuse it',
        blocks: [
          list(
            term('Cookies', 'This website uses only a cookie that remembers your language and, while you are signed in on the web (for example to delete your account or see your reports), cookies that keep you signed in. There are no advertising cookies and no cookies that track you across sites.'),
            term('Access records', 'For security and to prevent abuse, the server records the IP address, time, address requested and browser details, and deletes them after 3 months.'),
            term('App usage data', 'To fix errors and produce usage statistics, the app sends the screens you open, the actions you take, crash reports, device details and an approximate region derived from the IP address to an analytics service, under a random device identifier rather than your e-mail address, and they are erased 14 months after collection.'),
          ),
          p(`You can block cookies, or delete those already stored, in your browser's settings. Without cookies your language is not remembered and you cannot sign in on the web; the other public pages work as before. If you do not want the app's usage data collected, tell us at ${contactLine}.`),
        ],
      },
      {
        id: 'security',
        heading: 'How we keep it safe',
        blocks: [
          list(
            term('Managerial', 'We keep and follow an internal management plan, let only the people who need it for their work handle personal information, train them regularly, and check how our processors handle it.'),
            term('Technical', 'All traffic is encrypted (HTTPS) and passwords are stored only as one-way hashes. Journal notes are encrypted before they are stored (AES-256-GCM), with the keys kept apart from the database. Only our servers can reach the database, and every request has its signed sign-in token and the ownership of the purchase checked. Administrator access is protected by strong authentication and logged, and security updates are applied.'),
            term('Physical', 'Personal information is stored in cloud data centers with controlled access; any paper we handle is kept under lock.'),
          ),
          p('If we learn that personal information has leaked, we tell you and the authorities without delay, as the law requires, and act to limit the harm.'),
        ],
      },
      {
        id: 'privacy-officer',
        heading: 'Privacy officer and the department that handles requests',
        blocks: [
          p('We have appointed a privacy officer who is responsible for how we process personal information and who handles complaints and remedies. Requests to see your information and the like are received and handled by the department below.'),
          list(
            term('Privacy officer', officer.name.en),
            term('Department', officer.department.en),
            term('Phone', officer.phone),
            term('E-mail', mail(officer.email)),
          ),
          list(
            term('Personal information controller', `${c.company} (business registration number ${c.businessRegistrationNumber})`),
            term('Customer contact', contactLine),
          ),
        ],
      },
      {
        id: 'remedies',
        heading: 'Where to seek a remedy',
        blocks: [
          p('For advice on, reports of or settlement of an infringement of personal information, you can contact the bodies below, including when you are not satisfied with how we handled a request.'),
          list(
            term('Personal Information Infringement Report Center (KISA)', '118 (no area code), privacy.kisa.or.kr'),
            term('Personal Information Dispute Mediation Committee', '1833-6972, www.kopico.go.kr'),
            term("Supreme Prosecutors' Office", '1301 (no area code), www.spo.go.kr'),
            term('Korean National Police Agency', '182 (no area code), cyberbureau.police.go.kr'),
          ),
        ],
      },
      {
        id: 'children',
        heading: 'Children under 14',
        blocks: [
          p('Processing the personal information of a child under 14 needs the consent of a legal representative. We do not accept sign-ups from children under 14, and we ask everyone who signs up to confirm that they are 14 or older.'),
          p(`If we learn that a child under 14's information was collected without a legal representative's consent, we destroy it without delay. Parents or guardians who know of such a case, please tell us at ${contactLine}.`),
        ],
      },
      {
        id: 'changes',
        heading: 'Changes to this notice',
        blocks: [
          p(`This privacy notice applies from ${formatEn(PRIVACY_KR_EFFECTIVE_DATE)}.`),
          p('When we change it, we announce the change on the website and in the app at least 7 days before it applies; important changes, such as new items or purposes, 30 days before, and we ask for consent again where the law requires it. Earlier versions are sent on request.'),
          p(`See also the [Privacy Policy](${c.privacyPath}) that applies to users worldwide and the [Terms of Use](${c.termsPath}).`),
        ],
      },
    ],
  };
};

function formatEn(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}
