import { CompanyAddress, MailLink } from './company-address';
import { COMPANY } from './company';
import type { LegalSection } from './types';

/**
 * The terms' second half: acceptable use, content, termination, the disclaimers and limits, the
 * governing law, changes and contact. Plain words first; the all-capitals disclaimers follow the
 * custom that makes them conspicuous, as US law expects of a warranty disclaimer.
 */
export const TERMS_LEGAL_SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>Use {COMPANY.productName} for your own wellbeing, and please do not:</p>
        <ul>
          <li>break the law, or use the service to harass, threaten, bully or harm anyone;</li>
          <li>try to make the coach give instructions for self-harm, violence or anything illegal;</li>
          <li>share other people’s private information without their permission;</li>
          <li>
            try to get into other accounts or our systems, test their security without our written permission, or get around the limits on
            how often the service may be used;
          </li>
          <li>copy, scrape or resell the service, or use bots or scripts to access it;</li>
          <li>pretend to be someone else, or use the coach’s replies to make decisions about other people.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    body: (
      <>
        <p>
          What you write is yours. You let us store, process and send it only as we need to provide {COMPANY.productName} to you, including
          through the service providers listed in our privacy policy, and for nothing else: we do not sell it, use it for advertising or
          train AI models on it. You can export or delete it at any time in Settings.
        </p>
        <p>
          You may use the coach’s replies for your own personal purposes. Other people may receive similar replies, and we cannot promise a
          reply is original, correct or suitable for you.
        </p>
      </>
    ),
  },
  {
    id: 'our-service',
    title: 'Our service',
    body: (
      <p>
        The {COMPANY.productName} name, logo, website, app and content (other than yours) belong to {COMPANY.legalName} or its licensors. We
        give you a personal, non-transferable permission to use them as these terms allow. If you send us ideas or feedback, we may use them
        freely, without owing you anything.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Ending your use',
    body: (
      <>
        <p>
          You can stop using {COMPANY.productName} at any time, and delete your account in Settings &gt; Account &gt; Delete Account.
          Deletion is immediate and cannot be undone.
        </p>
        <p>
          We may suspend or close an account that breaks these terms, that puts other people or the service at risk, or when the law
          requires it. Where we reasonably can, we will tell you why first. As a research preview, the service may also end; if we decide to
          end it, we will tell you at least 30 days before, so that you can export your data, and we will not charge you for time after it
          ends. The sections on your content, disclaimers, liability and governing law still apply after your use ends.
        </p>
      </>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <p>
        TO THE FULLEST EXTENT THE LAW ALLOWS, {COMPANY.productName.toUpperCase()} IS PROVIDED “AS IS” AND “AS AVAILABLE”, WITHOUT WARRANTIES
        OF ANY KIND, WHETHER EXPRESS OR IMPLIED, INCLUDING WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE, ACCURACY AND
        NON-INFRINGEMENT. WE DO NOT PROMISE THAT THE SERVICE WILL BE UNINTERRUPTED OR ERROR-FREE, THAT ITS ANSWERS WILL BE ACCURATE, OR THAT
        IT WILL ACHIEVE ANY PARTICULAR RESULT FOR YOU.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          TO THE FULLEST EXTENT THE LAW ALLOWS, {COMPANY.legalName.toUpperCase()} WILL NOT BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL,
          CONSEQUENTIAL OR PUNITIVE DAMAGES, OR FOR ANY LOSS OF DATA, PROFITS OR GOODWILL, ARISING FROM YOUR USE OF THE SERVICE OR FROM
          RELYING ON ANYTHING THE COACH SAYS. OUR TOTAL LIABILITY FOR ANY CLAIM ABOUT THE SERVICE IS LIMITED TO THE GREATER OF THE AMOUNT
          YOU PAID US IN THE 12 MONTHS BEFORE THE CLAIM AND US$50.
        </p>
        <p>
          Nothing in these terms limits a liability that the law does not allow to be limited (such as for death or personal injury caused
          by negligence, or for fraud), or takes away rights you have as a consumer.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law and disputes',
    body: (
      <p>
        These terms are governed by the laws of {COMPANY.governingLaw}, without regard to its conflict-of-law rules. If something goes
        wrong, please write to <MailLink to="support" /> first: most problems can be solved that way, and we will try for at least 30 days.
        Any dispute that remains will be heard by {COMPANY.courts}, unless the law of the place where you live gives you the right to bring
        it in your local courts.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms as {COMPANY.productName} changes. We will post the new version here with a new date and, for a change that
        matters, tell you by e-mail or in the app at least 30 days before it takes effect. If you keep using {COMPANY.productName} after
        that, the new terms apply; if you do not agree, you can delete your account.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <>
        <p>Questions about these terms are welcome at:</p>
        <CompanyAddress />
      </>
    ),
  },
];
