import { list, p, type PolicyContext, type PolicyDocument } from './types';

export const termsOfUseEn = (c: PolicyContext): PolicyDocument => ({
  language: 'en',
  intro: [
    p(`These Terms of Use are the agreement between you and ${c.company} about ${c.product}: the mobile app, the reports you open from it, and the web pages on this site (together, “the services”). By creating an account or using the services you accept these terms. If you do not accept them, please do not use the services.`),
    p(`**${c.product} is for entertainment and self-reflection only.** Its readings draw on the Book of Changes (I Ching) and the five elements. They are not predictions and they are not professional advice.`),
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        p(`${c.product} is made and run by ${c.company} (business registration number ${c.businessRegistrationNumber}), a company established in the Republic of Korea. In these terms “we”, “us” and “our” mean ${c.company}, and “you” means the person using the services.`),
        p(`The services are the ${c.product} app for iOS and Android; the reports you buy in the app and read in its built-in browser (the web view) or in an ordinary browser; and the public web pages, including the library of the 64 hexagrams.`),
        p(`You can reach us at [${c.email}](mailto:${c.email}). Our [Privacy Policy](${c.privacyPath}) explains how we handle personal information and is part of these terms.`),
      ],
    },
    {
      id: 'registration-and-access',
      heading: 'Registration and access',
      blocks: [
        list(
          'You must be **14 or older** to sign up and use the services. Korea’s Personal Information Protection Act requires a legal guardian’s consent before the personal information of a child under 14 is processed, and we have no way to collect that consent, so children under 14 cannot sign up.',
          'An account is created with an e-mail address and a password. Use an address you control and keep your password to yourself: you are responsible for what happens under your account.',
          `If you think someone else has used your account, tell us straight away at [${c.email}](mailto:${c.email}).`,
          'One account belongs to one person. Do not open an account for someone else or pretend to be anyone else.',
        ),
        p('The public library pages can be read without an account. Reports and Premium features need an account and a purchase made in the app.'),
      ],
    },
    {
      id: 'using-the-services',
      heading: 'Using the services',
      blocks: [
        p('We give you a personal, non-exclusive, non-transferable and revocable right to use the services for your own non-commercial purposes, in line with these terms.'),
        p('**Purchases.** Reports are bought one at a time in the app; Premium is a monthly or annual subscription. The App Store or Google Play takes the payment under its own terms, and we never see your card details. A subscription renews automatically until you cancel it in your store account’s subscription settings, at least 24 hours before the current period ends. Refunds follow the store’s policy, except where the law gives you a right to a refund from us directly.'),
        p('A report you bought stays linked to your account, and opening it again shows the same reading: each purchase produces one reading.'),
        p('While using the services, please do not:'),
        list(
          'break the law or anyone’s rights, or use the services to harass or harm anyone;',
          'type in other people’s personal information without their permission;',
          'get around purchase checks, share access to paid reports, or resell readings;',
          'copy the library or reports in bulk, scrape the services, or run automated tools that put load on them;',
          'probe, disrupt or reverse-engineer the app, the website or the systems behind them, except where the law expressly allows it;',
          'use the services to build or train a competing product or AI model.',
        ),
        p('We may change, add or remove features. If a change takes away something you paid for, we will tell you in advance and, where the law requires, offer a fair remedy.'),
      ],
    },
    {
      id: 'content',
      heading: 'Content',
      blocks: [
        p('**What you write.** To receive a reading you may type a concern or question, your plans for the coming years, quiz answers and your date of birth. You keep every right you have in what you write. You allow us to store and process it as far as needed to provide the services, which includes sending it to the AI model providers that generate the readings, as the Privacy Policy describes.'),
        p('**What the services write.** Readings are written by AI models working from our library of the Book of Changes and the five elements. They can be incomplete, surprising or simply wrong, and they do not know your circumstances. Use them as prompts for your own reflection, not as the basis for decisions about your health, money, legal matters, safety or relationships: for those, please talk to a qualified professional. If you are in crisis, contact your local emergency services.'),
        p('**Telling us about a problem.** Every report lets you flag it as inaccurate, offensive, harmful or wrong in another way. A flag sends us the kind of report, the reasons you picked and any details you add, so that we can review it and improve the content.'),
        p('We may remove, or decline to generate, content that breaks these terms or the law.'),
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        p(`The services, including the software, the design, the ${c.product} name and logo, and our translations, commentaries, line-by-line explanations, quizzes and report formats, belong to ${c.company} or its licensors and are protected by copyright, trademark and other laws.`),
        p(`The classical text of the Book of Changes is in the public domain; our renderings of it and everything we wrote around it are not. You may quote short passages if you credit ${c.product}, but you may not republish the library.`),
        p('The readings generated for you are yours to keep and use for personal, non-commercial purposes.'),
        p('If you send us ideas or feedback, we may use them without any obligation to you.'),
      ],
    },
    {
      id: 'termination',
      heading: 'Termination',
      blocks: [
        p(`You can stop using the services at any time. To close your account, go to Settings → Data Management → Delete Account in the app, or sign in on [the account deletion page](${c.deleteAccountPath}). Deleting your account erases your account information, your reports and the data you entered, and cannot be undone.`),
        p('Deleting the app or your account does not cancel a store subscription. Cancel it in your App Store or Google Play settings.'),
        p('We may suspend or close an account that seriously or repeatedly breaks these terms, is used for fraud, or must be closed by law. Unless the matter is urgent or the law forbids it, we will first tell you why and give you a chance to respond.'),
        p('When an account ends, your right to use the services ends with it and paid reports are no longer available. Purchase records are kept in anonymized form, with no link to you, as the Privacy Policy describes. Sections 4 to 9 continue to apply after termination.'),
      ],
    },
    {
      id: 'warranties-disclaimer',
      heading: 'Warranties disclaimer',
      blocks: [
        p('We work to keep the services available, accurate and secure, but we provide them “as is” and “as available”. To the extent the law allows, we make no promise that the services will be uninterrupted or free of errors, or that any reading will be accurate, complete or fit for a particular purpose.'),
        p('The Book of Changes and the five elements are traditions of reflection, not science. Nothing in the services is medical, psychological, legal, financial or other professional advice.'),
        p('Nothing in these terms limits the rights that consumer protection law gives you and that a contract cannot take away.'),
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      blocks: [
        p(`To the extent the law allows, ${c.company} is not liable for indirect, incidental, special or consequential losses, or for lost profits, data or goodwill, that arise from your use of the services or from a decision you make on the basis of a reading.`),
        p('To the extent the law allows, our total liability to you for all claims relating to the services is limited to **US$100**.'),
        p('These limits do not apply to harm caused by our intentional misconduct or gross negligence, to personal injury, or to any other liability that cannot be limited under applicable law, including the Korean Act on the Regulation of Terms and Conditions.'),
      ],
    },
    {
      id: 'general-terms',
      heading: 'General terms',
      blocks: [
        p('**Governing law.** These terms are governed by the laws of the Republic of Korea.'),
        p('**Courts.** Disputes about these terms or the services go to the Seoul Central District Court as the court of first instance, unless the law gives you, as a consumer, the right to go to the courts where you live.'),
        p('**Changes.** We may update these terms when the services or the law change. We will publish the new version on this page with a new effective date and announce it in the app at least 7 days before it applies, or 30 days before if the change is to your disadvantage. If you keep using the services after that date, the new terms apply; if you do not agree with them, you can delete your account.'),
        p('**Everything else.** If a part of these terms is found invalid, the rest stays in force. Not enforcing a right does not waive it. You may not transfer your rights under these terms; we may transfer ours to a company that takes over the services, and will tell you if we do. These terms and the Privacy Policy are the whole agreement between you and us about the services.'),
        p('**Languages.** These terms are published in Korean and English with the same meaning. If the two versions differ, the Korean version prevails.'),
        p(`**Contact.** ${c.company}, [${c.email}](mailto:${c.email}).`),
      ],
    },
  ],
});
