import { COACH_NAME } from '#shared/chat';
import { CAREFUL_TURNS_AFTER_A } from '#shared/safety';
import { CompanyAddress, MailLink } from './company-address';
import { COMPANY } from './company';
import { POLICY_FACTS } from './policy-facts';
import type { LegalSection } from './types';

/**
 * The privacy policy's first half: who we are, what we collect, why, the crisis screen and who
 * helps us. Every statement describes what the code does (functions/data/, functions/entry/api/account/,
 * functions/safety/, the providers): change the text when the code changes.
 */
export const PRIVACY_DATA_SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          {COMPANY.productName} is an AI coach in positive psychology for young people, run by {COMPANY.legalName} (“
          {COMPANY.productName}”, “we”, “us”). We decide how and why your information is used, so we are responsible for it. You can write
          to us at:
        </p>
        <CompanyAddress />
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'What we collect',
    body: (
      <>
        <p>We collect only what the product needs to work, and most of it comes straight from you.</p>
        <h3>Your account</h3>
        <ul>
          <li>
            Your e-mail address and your name. The name you type at sign-up is split at its first space into a first and a last name; with
            Google, we take them from your Google account’s name.
          </li>
          <li>
            Your password, which passes over an encrypted connection, through our server, to our sign-in provider, Firebase Authentication.
            It stores it only in hashed form; we never keep or log it.
          </li>
          <li>
            How you sign in (“Email” or “Google”) and, if you use Google, your Google account’s id, so that you can sign in with it again.
          </li>
          <li>
            Your answer to the age question: that you are 18 or older, or that you are under 18 and a parent or guardian has agreed that you
            can use {COMPANY.productName}.
          </li>
          <li>
            When your account was created, when you last saw the notice that the coach is an AI, and when you last wrote to the coach (to
            the hour), so that the notice comes back after a week away.
          </li>
        </ul>
        <h3>Your conversations</h3>
        <ul>
          <li>
            For each chat: the goal and the communication style you chose, its title (taken from your first message), when it started and
            when it last changed.
          </li>
          <li>The messages you write and {COACH_NAME}’s replies, with their times.</li>
          <li>In a long chat, a short summary of its older part, written by the coach so that it can keep the conversation in mind.</li>
          <li>
            A safety flag on a chat when one of its messages showed signs of a crisis: which level of risk, when it last reached a serious
            level (so that we can ask how you are at your next visit), and whether you confirmed that you had seen the crisis resources (see{' '}
            <a href="#safety-screening">Safety screening</a>).
          </li>
        </ul>
        <h3>Your insights</h3>
        <p>
          When a chat has been quiet for a while, software reads your own messages in it (not {COACH_NAME}’s replies) and writes a session
          report: the mood of your words, the emotions and sources of stress they name, the topics you talked about, a few of your own
          sentences that stood out, ideas for your next sessions, and an estimate from 0 to 5 of any risk to your life, based on the same
          safety screening as your messages. When our OpenAI account is connected, OpenAI writes the report; otherwise, or if it fails, a
          simpler analysis on our own servers does, and the report says which. A report is an AI’s observation to reflect on,{' '}
          <strong>never a diagnosis</strong>, and nobody at {COMPANY.productName} reads it. The Insights page shows trends across your
          reports; when they suggest a hard time, your dashboard offers a check-in with your safety plan and crisis resources. You can
          delete any report, and reports are deleted with their chat and with your account.
        </p>
        <h3>Your goals, check-ins and what the coach remembers</h3>
        <p>
          The goals you set (your words, the coaching goal each serves, a rhythm and a date if you give them, and whether each is active,
          paused or done), your daily check-ins (the mood you picked, a note if you write one, the goals you ticked, the date and your time
          zone), and your weekly well-being answers with their score. On Premium, unless you pause it, the coach also keeps a few short
          notes between sessions (at most 30, such as &ldquo;You mentioned feeling stressed about exams in June.&rdquo;): it suggests them
          when a chat has been quiet for a while, never from a chat where a message showed a serious risk, and never with another
          person&rsquo;s name unless you add it. Every note is on your Memory page, where you can change or delete it, or all of them. A
          temporary session keeps none of what you write: only its goal and style, when it started and, if a message in it showed a serious
          risk, its safety flag, so that the protections above still work; it is removed a day after its last message otherwise.
        </p>
        <h3>Your buddies</h3>
        <p>
          If you use accountability buddies: who your buddies are (by first name), the invitations you sent (and the address you sent each
          to) until they are answered or expire after 7 days, the people you blocked or reported, the cheers you received in the last two
          weeks, and which items you share. A buddy sees only the numbers you turn on (check-in days this week, your streak, how many goals
          you completed, how many sessions you had this week), never your chats, moods, notes, insights or anything about your safety. When
          you delete your account, you leave every buddy&rsquo;s board. Every invitation e-mail has a link that stops buddy e-mails to its
          address, with or without an account: we then keep a one-way hash of the address (never the address itself), and keep it after an
          account is deleted, so that the request still holds. So that an invitation never reaches someone of another age group (adults with
          adults, under 18 with under 18), we also keep, beside a one-way hash of your address, whether your account is an adult&rsquo;s or
          a minor&rsquo;s; it is removed with your account.
        </p>
        <h3>Your safety plan</h3>
        <p>
          If you write one: your warning signs, the steps that help you cope, and the names and phone numbers of the people you choose to
          list. They are there for you to call; we never contact them. Please list only people who are happy to be reached by you.
        </p>
        <h3>Your preferences</h3>
        <p>
          Your theme (light or dark) and the voice you prefer, saved on your account. Your browser also remembers them, and the chat you had
          open, in its own storage (see <a href="#cookies">Cookies and local storage</a>). Whether you turned on the weekly summary e-mail
          (off unless you do), and which weeks it was sent. Whether you asked for check-in e-mails (off unless you do), and when you
          answered. After a moment when a message showed a serious risk, when that moment was and when a check-in e-mail would be due (a day
          later); nothing of what was said. It is removed when it falls due, and with your account.
        </p>
        <h3>Your plan and payments</h3>
        <p>
          Your plan (Basic or Premium), your subscription’s status, billing period, trial end and renewal date, and the customer id that our
          payment provider, Stripe, gives you. You enter your card details on Stripe’s own page:{' '}
          <strong>your card number never reaches us</strong>.
        </p>
        <h3>Your sign-ins</h3>
        <p>
          For each browser you are signed in on: when the sign-in started, when it ends, and the token from Firebase that keeps you signed
          in. We store only a one-way fingerprint (hash) of your session cookie, so our database never holds a cookie that could be used to
          sign in as you.
        </p>
        <h3>Voice</h3>
        <p>
          When you talk with {COACH_NAME} by voice (a Premium feature), your recording is sent to OpenAI to be turned into text and is not
          stored by us; the text then becomes a message of your chat, like one you typed. When you turn on spoken replies, the text of each
          reply is sent to OpenAI, which returns it as speech in an AI voice; we do not store the audio either. OpenAI handles both under
          its API terms, which do not let it train its models on them.
        </p>
        <h3>Technical information</h3>
        <ul>
          <li>
            Your IP address, which every web server sees. We use it, with your e-mail address or account id, to limit repeated attempts (for
            example at guessing a password): we count attempts under a one-way fingerprint of it, not the address itself, and keep each
            count for at most {POLICY_FACTS.rateLimitHours} hours.
          </li>
          <li>
            Server logs: which part of the service was called, when, how long it took, whether it worked, and your account id. They never
            contain the text of your messages, your e-mail address, your password or your tokens.
          </li>
        </ul>
        <h3>What we do not collect</h3>
        <p>
          No advertising or analytics trackers, no location, no contacts from your phone, and no card numbers. We do not buy information
          about you from anyone.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How we use it',
    body: (
      <>
        <ul>
          <li>To run your account: sign-up, e-mail verification, sign-in, password reset and your settings.</li>
          <li>
            To coach you: {COACH_NAME} reads the recent messages of the chat, its summary, the goal and style you chose, and your first
            name, so that its reply fits the conversation. On Premium, unless you pause memory, it also reads your active goals, the mood of
            your latest check-in and its notes, so that it can pick up where you left off.
          </li>
          <li>
            To keep you safe: every message is screened for signs of a crisis before the coach answers (see{' '}
            <a href="#safety-screening">Safety screening</a>).
          </li>
          <li>
            To bill Premium: we create your subscription with Stripe and keep your plan in step with it. We send e-mails about your account:
            the verification and password-reset e-mails, and a reminder before a free trial ends.
          </li>
          <li>
            To show you your insights: the session reports described above, for you alone. Basic shows your mood over time and your main
            sources of stress; Premium shows every part of each report.
          </li>
          <li>
            If you turn it on (Premium): a weekly summary e-mail with the number of sessions you had that week, one general suggestion and a
            link to your insights. It never holds what you talked about, your moods, topics or scores, since inboxes are often shared, and
            each one has a one-click unsubscribe link that works without signing in.
          </li>
          <li>
            If you ask for them (on every plan): a check-in e-mail when a message showed a serious risk and you have not come back within a
            day. It only says hello, invites you back and lists where to call or text for help; it never says why it came, and each one has
            a one-click unsubscribe link that works without signing in.
          </li>
          <li>To protect the service: the attempt limits above, and logs to find and fix faults.</li>
          <li>To meet legal duties, such as the anonymous crisis-referral counts some US states ask for.</li>
        </ul>
        <p className="legal-emphasis">
          We never sell your information, never use it for advertising, and never use your conversations to train AI models.
        </p>
        <p>
          If you are in the European Economic Area or the United Kingdom: we use your information to provide the service you asked for (our
          contract with you); to screen for crises and protect the service (our legitimate interest, and yours, in your safety and
          security); and to meet legal duties. What you tell the coach about your feelings and health is special-category data: we process
          it because you explicitly choose to share it with the coach, and you can withdraw by deleting your chats or your account at any
          time.
        </p>
      </>
    ),
  },
  {
    id: 'safety-screening',
    title: 'Safety screening and crisis support',
    body: (
      <>
        <p>
          Every message you send is screened for signs that you may be at risk before the coach answers it: first by software on our own
          servers, and, when our OpenAI account is connected, also by OpenAI’s moderation service and by an OpenAI check that reads the last
          few messages of the chat for signs of risk. The coach’s replies are screened too. The screening is automatic; nobody at{' '}
          {COMPANY.productName} reads your chats to watch over you.
        </p>
        <p>If a message suggests you may be at risk:</p>
        <ul>
          <li>
            {COACH_NAME} shows you crisis resources (the 988 Suicide &amp; Crisis Lifeline, Crisis Text Line, 911 and helplines in other
            countries). For the most serious signs the reply is a fixed, reviewed text, and a screen with the resources stays until you
            confirm that you have seen them.
          </li>
          <li>
            The chat keeps a safety flag, so the coach stays careful: for your next {CAREFUL_TURNS_AFTER_A} messages after a sign of
            distress, and for the rest of that chat after a more serious one.
          </li>
          <li>
            We add one to a count of crisis referrals for that day and level of risk. The count holds no account id, chat id, message or
            time of day, so it cannot be traced back to you; we use it for the yearly reports that laws such as California’s require.
          </li>
        </ul>
        <p>
          <strong>We do not contact emergency services, your parents or guardian, or anyone else on your behalf.</strong> If you are in
          danger, please call 911 (or your local emergency number), or call or text 988.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>
          We share information only with the companies that run parts of the service for us (our processors), only what each one needs, and
          under contracts that forbid them to use it for anything else:
        </p>
        <ul>
          <li>
            <strong>Amazon Web Services</strong> (servers in the United States): hosting, our database, our servers, content delivery and
            e-mail sending. Everything described above is stored here.
          </li>
          <li>
            <strong>Google Firebase Authentication</strong> (United States): sign-in. It holds your e-mail address, name, hashed password
            and, if you use Google, your Google account’s id.
          </li>
          <li>
            <strong>OpenAI</strong> (United States): writing the coach’s replies and screening messages. It receives the messages of the
            current chat, its summary, your goal and style and your first name, and on Premium with memory on your active goals, your latest
            mood and the coach&rsquo;s notes (and, to suggest notes, your messages of a chat once it has gone quiet); never your e-mail
            address. We ask OpenAI not to store our requests, and OpenAI does not train its models on them; it may keep them for up to 30
            days to detect abuse, under its API data policy.
          </li>
          <li>
            <strong>Stripe</strong> (United States): payments. It receives your e-mail address and our id of your account, and you give your
            card details to Stripe directly.
          </li>
          <li>
            <strong>Contentful</strong> (Germany and United States): our blog. It receives nothing from your account; when you read the
            blog, your browser may load posts and pictures from Contentful’s servers, which see your IP address.
          </li>
        </ul>
        <p>
          If you choose “Continue with Google”, Google shares your name, e-mail address and account id with us, under Google’s own privacy
          policy.
        </p>
        <p>
          Apart from that, we disclose information only if the law requires it (and then only what it requires), to protect someone from
          serious harm, or, if {COMPANY.legalName} is ever merged or sold, to the new owner, who must keep this policy’s promises; we will
          tell you before that happens. For anything else we will ask you first. Questions: <MailLink to="privacy" />.
        </p>
      </>
    ),
  },
];
