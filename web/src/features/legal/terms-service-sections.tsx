import { Link } from 'react-router';
import { COACH_NAME } from '#shared/chat';
import { formatPerMonth, PLAN_FEATURES, PRICES } from '#shared/pricing';
import {
  CAREFUL_TURNS_AFTER_A,
  CRISIS_RESOURCES,
  DISCLOSURE_INTERVAL_MS,
  MINOR_DISCLOSURE_INTERVAL_MS,
  MINOR_SUITABILITY_NOTE,
} from '#shared/safety';
import { paths } from '@/paths';
import { MailLink } from './company-address';
import { COMPANY } from './company';
import type { LegalSection } from './types';

const { monthly, annual } = PRICES.Premium;
const REMINDER_HOURS = DISCLOSURE_INTERVAL_MS / 3_600_000;
const MINOR_REMINDER_MINUTES = MINOR_DISCLOSURE_INTERVAL_MS / 60_000;

/** "Basic Chatbot and Basic Emotional Insights": what a plan includes, from the one plan definition. */
const includedIn = (plan: keyof typeof PLAN_FEATURES): string => {
  const labels = PLAN_FEATURES[plan].filter((feature) => feature.included).map((feature) => feature.label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? '');
};

/**
 * The terms' first half: what Blue Guardian is and is not, who may use it, the crisis protocol
 * (SAFETY.md 1 to 4, in the words a user needs) and the plans, with every price read from
 * shared/pricing.ts.
 */
export const TERMS_SERVICE_SECTIONS: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'About these terms',
    body: (
      <p>
        These terms are an agreement between you and {COMPANY.legalName} (“{COMPANY.productName}”, “we”, “us”) about using the{' '}
        {COMPANY.productName} website and app. By creating an account or using {COMPANY.productName}, you accept them. Our{' '}
        <Link to={paths.privacyPolicy.getHref()}>privacy policy</Link> explains what we do with your information. If you do not agree,
        please do not use {COMPANY.productName}.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who may use Blue Guardian',
    body: (
      <>
        <p>
          You may use {COMPANY.productName} if you are <strong>18 or older</strong>, or if you are younger and{' '}
          <strong>your parent or legal guardian has agreed</strong> that you can use it. At sign-up you confirm which applies. A parent or
          guardian who agrees accepts these terms for the young person and should help them use it well. {MINOR_SUITABILITY_NOTE}
        </p>
        <p>
          {COMPANY.productName} is not meant for children under 13. If we learn that a child under 13 has an account, we will delete it.
        </p>
      </>
    ),
  },
  {
    id: 'research-preview',
    title: 'A free research preview',
    body: (
      <p>
        {COMPANY.productName} is offered as a <strong>free research preview</strong>. It is still being developed and studied, so{' '}
        <strong>its answers may be inaccurate</strong>, incomplete or out of date, and features may change, pause or stop. Premium adds
        features to the preview; it does not make the coach’s answers more reliable. Please use your own judgement about anything the coach
        says.
      </p>
    ),
  },
  {
    id: 'not-professional-advice',
    title: 'Not professional advice',
    body: (
      <>
        <p className="legal-emphasis">
          {COMPANY.productName} offers coaching and self-help ideas from positive psychology. It is{' '}
          <strong>not a substitute for professional advice, diagnosis or treatment</strong>, whether medical, psychological or any other
          kind.
        </p>
        <p>
          It is not therapy and not a medical service, and it cannot diagnose anything. The emotional insights and early detection features
          are observations for you to reflect on, not an assessment of your health. If you have a question about your physical or mental
          health, please talk to a doctor or another qualified professional, and never ignore or delay their advice because of something you
          read here.
        </p>
      </>
    ),
  },
  {
    id: 'ai-coach',
    title: 'Your coach is an AI',
    body: (
      <p>
        {COACH_NAME}, the coach, is <strong>an artificial intelligence</strong>: a computer program, not a person, and not a therapist,
        counsellor or any other health professional. Its replies are written by an AI language model or, when that is unavailable, by
        simpler built-in software, and no person checks them before you see them. We tell you this before your first chat and whenever you
        ask, we remind everyone at least every {REMINDER_HOURS} hours of use, and users under 18 at least every {MINOR_REMINDER_MINUTES}{' '}
        minutes.
      </p>
    ),
  },
  {
    id: 'crisis',
    title: 'In a crisis',
    body: (
      <>
        <p className="legal-emphasis">
          <strong>{COMPANY.productName} is not an emergency service.</strong> If you are in danger, or thinking about harming yourself or
          someone else, call 911 (or your local emergency number) now, or call or text 988.
        </p>
        <p>Every message you send is screened for signs of a crisis before the coach answers. If a message suggests a crisis:</p>
        <ul>
          <li>the coach points you to people who can help right away;</li>
          <li>for the most serious signs, its reply is a fixed text reviewed for safety, not one the AI writes;</li>
          <li>where there may be immediate danger, a screen with the resources stays until you confirm you have seen them;</li>
          <li>
            the coach stays careful for your next {CAREFUL_TURNS_AFTER_A} messages, or for the rest of that chat after the most serious
            signs.
          </li>
        </ul>
        <p>The SOS button, at the top of every page, opens these resources at any time:</p>
        <ul>
          {CRISIS_RESOURCES.map((resource) => (
            <li key={resource.id}>
              <strong>{resource.name}</strong>: {resource.detail}
            </li>
          ))}
        </ul>
        <p>
          The screening is automatic: it can miss signs of a crisis, and it can flag a message that was not one. We do not contact emergency
          services, your family or anyone else on your behalf. Please do not rely on {COMPANY.productName} to get help for you: reach out to
          the people and services above.
        </p>
        <p>
          Our <Link to={paths.safety.getHref()}>safety and crisis protocol</Link> explains all of this step by step, in plain words.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <p>
        Give true details when you sign up, keep your password to yourself, and tell us at <MailLink to="support" /> if you think someone
        else has used your account. An account is for one person; you are responsible for what is done with it.
      </p>
    ),
  },
  {
    id: 'plans-and-billing',
    title: 'Plans and billing',
    body: (
      <>
        <ul>
          <li>
            <strong>Basic</strong> is free. It includes {includedIn('Basic')}.
          </li>
          <li>
            <strong>Premium</strong> includes {includedIn('Premium')}. It costs {formatPerMonth(monthly.perMonth)} per month when billed
            monthly, or {formatPerMonth(annual.perMonth)} per month when billed annually ({formatPerMonth(annual.perMonth * 12)} once a
            year).
          </li>
          {annual.trialDays ? (
            <li>
              The annual option starts with a <strong>{annual.trialDays}-day free trial</strong>. You are not charged if you cancel before
              it ends, and we e-mail you a reminder before it does.
            </li>
          ) : null}
        </ul>
        <p>
          Payments are handled by Stripe; prices are in US dollars, and any tax is shown before you pay. A subscription renews automatically
          at the end of each period until you cancel it. <strong>You can cancel anytime</strong> in the app, under Settings &gt; General
          &gt; Manage Subscription: Premium then stays until the end of the period you have paid for, and your account returns to Basic.
          Except where the law gives you a right to one, we do not refund part of a period. Deleting your account cancels a subscription at
          once.
        </p>
        <p>
          If we change a price, we will tell you at least 30 days before, and the new price applies from your next renewal after that; you
          can cancel before it does.
        </p>
      </>
    ),
  },
];
