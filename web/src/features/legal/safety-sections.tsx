import { Link } from 'react-router';
import { COACH_NAME } from '#shared/chat';
import { AI_DISCLOSURE, CAREFUL_TURNS_AFTER_A, CRISIS_SCREEN, DISCLOSURE_INTERVAL_MS, MINOR_DISCLOSURE_INTERVAL_MS } from '#shared/safety';
import { ResourceSections } from '@/components/sos/resource-list';
import { paths } from '@/paths';
import { MailLink } from './company-address';
import { COMPANY } from './company';
import type { LegalSection } from './types';

const REMINDER_HOURS = DISCLOSURE_INTERVAL_MS / 3_600_000;
const MINOR_REMINDER_MINUTES = MINOR_DISCLOSURE_INTERVAL_MS / 60_000;

/**
 * The crisis protocol as published at /safety (California SB 243, New York GBL art. 47), in words
 * a young reader follows. Each section restates what the code does; change it when that changes:
 * the screens before and after any model and the chat's flag (functions/safety/, functions/domain/chat/), the
 * fixed texts and resources (shared/safety.ts), the referral count (functions/data/referral-counts.ts),
 * the disclosure's rule (shared/disclosure.ts), break suggestions (shared/healthy-use.ts) and early detection
 * (functions/domain/insights/early-detection.ts).
 */
export const SAFETY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'help-now',
    title: 'Get help now',
    body: (
      <>
        <p className="legal-emphasis">
          <strong>{COMPANY.productName} is not an emergency service.</strong> If you are in danger, or thinking about hurting yourself or
          someone else, call 911 (or your local emergency number) now, or call or text 988. These services are free, and a real person
          answers, any time.
        </p>
        <ResourceSections />
      </>
    ),
  },
  {
    id: 'ai-not-a-person',
    title: `${COACH_NAME} is an AI, not a person`,
    body: (
      <>
        <p>
          {COACH_NAME}, the coach, is <strong>an artificial intelligence</strong>: a computer program. {COACH_NAME} is not a person, and not
          a therapist, counsellor or any other health professional. {COMPANY.productName} offers coaching and self-help ideas. It is not
          therapy, and it is no substitute for care from a doctor or another professional.
        </p>
        <p>We tell you this in the same words each time:</p>
        <blockquote className="legal-quote">
          <p>{AI_DISCLOSURE}</p>
        </blockquote>
        <ul>
          <li>before your first chat;</li>
          <li>whenever you ask, for example “are you real?” or “are you a human?”;</li>
          <li>
            again at least every {REMINDER_HOURS} hours while you use {COMPANY.productName};
          </li>
          <li>and, if you signed up with a parent’s or guardian’s consent, at least every {MINOR_REMINDER_MINUTES} minutes instead.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'every-message-checked',
    title: 'Every message is checked first',
    body: (
      <>
        <p>
          Every message you send, including what you say by voice, is checked for signs of a crisis <strong>before</strong> the AI reads it.
          The check is done by our own software, so it works even when the AI is not connected. When our OpenAI account is connected,
          OpenAI’s safety check reads the message too, and a second AI check reads the last few messages of the chat, so that a hard
          sentence in a long message, or a question that only sounds worrying after what came before, is not missed. The most serious result
          counts. If those checks fail or are slow, our own software decides alone.
        </p>
        <p>
          The crisis steps are outside the AI: nothing you or anyone else types can switch them off, and the AI can never lower a level of
          risk that the check found.
        </p>
        <p>
          The check is automatic. It can miss signs of a crisis, and it can flag a message that was not one. We test it on sets of example
          messages and keep improving it, but please do not wait for {COMPANY.productName} to notice: reach out to the people above.
        </p>
      </>
    ),
  },
  {
    id: 'what-you-see',
    title: 'What happens when a message shows signs of a crisis',
    body: (
      <>
        <p>The check sorts signs of risk into three levels, based on a screening method that doctors use:</p>
        <table className="legal-table">
          <caption className="visually-hidden">The three levels of risk and what you see at each</caption>
          <thead>
            <tr>
              <th scope="col">What the message shows</th>
              <th scope="col">What you see</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Distress, or a wish not to be alive</th>
              <td>A careful, supportive reply, with the crisis lines beside it: one tap to call or text.</td>
            </tr>
            <tr>
              <th scope="row">Thoughts of suicide or of a way to die, or hurting yourself now</th>
              <td>
                A fixed reply, written and reviewed by people in advance, never written by the AI. It asks you to call or text 988 now, and
                the crisis lines show beside it.
              </td>
            </tr>
            <tr>
              <th scope="row">A plan, the intent or the means to act, or a recent attempt</th>
              <td>
                A fixed reply, and a screen with the crisis lines that stays until you tap “{CRISIS_SCREEN.acknowledge}”. If you close the
                app first, it comes back next time.
              </td>
            </tr>
          </tbody>
        </table>
        <p>If a message suggests that someone else may be harmed, the reply is a fixed text that points to 911 and 988.</p>
        <p>
          After that, the chat keeps a safety flag. After distress or a wish not to be alive, {COACH_NAME} stays careful for your next{' '}
          {CAREFUL_TURNS_AFTER_A} messages and then talks with you as usual, without repeating the crisis lines; they stay one tap away
          behind the SOS button. After the more serious signs, {COACH_NAME} stays careful for the rest of the chat. Saying “you
          misunderstood”, editing a message or asking for a new reply does not clear the flag. If the AI is not working, you still get the
          fixed reply and the crisis lines.
        </p>
      </>
    ),
  },
  {
    id: 'replies-checked',
    title: `${COACH_NAME}’s replies are checked too`,
    body: (
      <p>
        An AI can be wrong, or be tricked. So every reply the AI writes is checked before you see it. A reply that gives ways or means to
        hurt yourself, encourages dying, or claims to be a person or a professional is never shown and never stored: a safe reply takes its
        place. When the reply gave ways to hurt yourself or encouraged dying, the crisis lines show beside it too, and the chat is treated
        as a crisis from then on.
      </p>
    ),
  },
  {
    id: 'sos',
    title: 'The SOS button',
    body: (
      <p>
        The SOS button is at the top of every page of {COMPANY.productName}, this one included, whether you are signed in or not. One tap
        opens the crisis lines and grounding exercises to help you calm down; when you are signed in, it also opens your own safety plan.
      </p>
    ),
  },
  {
    id: 'check-ins',
    title: 'Check-ins',
    body: (
      <>
        <p>
          After a moment when a message showed a serious risk (level b or c above), the next time you open your dashboard, from an hour
          later and for two weeks, it asks how you are now, with your safety plan and the crisis lines.
        </p>
        <p>
          The chat also asks you, once, whether we may e-mail you if you don’t come back within a day. Nothing is chosen for you, and you
          can change your answer in Settings at any time. If you said yes and have not come back a day later, a short e-mail checks in: it
          says hello, invites you back and lists where to call or text for help. It never says why it came, since inboxes are often shared,
          and one click in it stops these e-mails.
        </p>
        <p>
          When a chat has been quiet for a while, software writes a short report on it for your Insights page. If a recent report shows
          signs that things are very hard, or your last three sessions sounded heavier each time, your dashboard opens with a check-in the
          next time you visit. It says what was noticed in plain words, and offers a new session, your safety plan and the crisis lines.
        </p>
        <p>A check-in notices and offers help. It never names a condition, and it is not a diagnosis.</p>
      </>
    ),
  },
  {
    id: 'breaks',
    title: 'Taking breaks',
    body: (
      <p>
        After about an hour of chatting without a pause, {COACH_NAME} suggests a short break, and late at night, from a time you choose, it
        suggests getting some sleep, with a step on one of your goals you could take away from the screen. It is only a suggestion: the chat
        never stops, and it never comes up in a chat where things are very hard. It is on by default if you signed up with a parent’s or
        guardian’s consent (from 10 pm at night), and you can turn it on, off or change the time in Settings.
      </p>
    ),
  },
  {
    id: 'memory',
    title: 'Memory and temporary sessions',
    body: (
      <p>
        On Premium, {COACH_NAME} keeps a few short notes between sessions, which you can see, change or delete on your Memory page. They are
        never made from a chat where a message showed signs of serious risk, and never hold another person’s name unless you add it. A
        temporary session keeps nothing you write, but the crisis protocol works in it exactly as in any chat: if a message shows signs of
        risk, the chat is flagged, the crisis lines show, and a check-in can follow, all without keeping what was said.
      </p>
    ),
  },
  {
    id: 'every-plan',
    title: 'The same on every plan',
    body: (
      <p>
        <strong>No safety feature depends on your plan.</strong> The checks, the fixed replies, the crisis lines, the crisis screen, the SOS
        button and check-ins work the same on Basic, which is free, on Premium, and before you choose a plan.
      </p>
    ),
  },
  {
    id: 'who-we-contact',
    title: 'We do not contact anyone for you',
    body: (
      <>
        <p>
          <strong>We do not contact emergency services, your parents or guardian, or anyone else on your behalf.</strong> Nobody at{' '}
          {COMPANY.productName} reads your chats to watch over you. The people in your safety plan are there for you to call; we never
          contact them.
        </p>
        <p>So if you need help, please reach out yourself: to the crisis lines above, or to someone you trust.</p>
      </>
    ),
  },
  {
    id: 'what-we-count',
    title: 'What we count, and what we never share',
    body: (
      <>
        <p>
          Each time {COACH_NAME} points someone to the crisis lines, we add one to a count for that day and level of risk. The count holds
          no name, account, chat, message or time of day, so it cannot be traced back to you. California’s law on AI companions (SB 243)
          asks for these numbers once a year.
        </p>
        <p>
          <strong>We never sell what you write, never use it for advertising, and never share it</strong> except with the services that run{' '}
          {COMPANY.productName} for us (such as OpenAI, which writes {COACH_NAME}’s replies), and only so that they can. Our{' '}
          <Link to={paths.privacyPolicy.getHref()}>privacy policy</Link> has the details.
        </p>
      </>
    ),
  },
  {
    id: 'laws',
    title: 'The laws we follow',
    body: (
      <p>
        This page is the crisis protocol that California’s SB 243 and New York’s law on AI companions ask us to publish. It also describes
        what we do under Utah’s HB 452 (telling you again that {COACH_NAME} is an AI after time away, and the limits above on selling and
        sharing what you write), and under Illinois’s HB 1806 and Nevada’s AB 406 ({COMPANY.productName} is never presented as therapy). Our{' '}
        <Link to={paths.terms.getHref()}>terms</Link> say the same.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Questions',
    body: (
      <p>
        Questions about this page are welcome at <MailLink to="support" />. E-mail is not the way to get help in a crisis: if you need help
        now, call or text 988.
      </p>
    ),
  },
];
