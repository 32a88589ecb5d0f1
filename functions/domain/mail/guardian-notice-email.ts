import type { MailMessage } from '../../providers/mail/port';
import { escapeHtml } from './escape-html';
import { firstNameOf } from './guardian-emails';

/**
 * The distress notice to a guardian (docs/safety.md "A notice to a guardian"): fixed text, and of
 * the teen only their first name under the names rule. It says that the teen may need support now,
 * how to respond, and the crisis lines; never a word the teen wrote, never a topic or a harm,
 * nothing of which chat or when. The subject shows in the mailbox unopened, so it names no one.
 */

export const GUARDIAN_NOTICE_SUBJECT = 'Please check in with your teen today';

export function guardianNoticeEmail(input: { to: string; teenFirstName: string; guardianPage: string }): MailMessage {
  const name = firstNameOf(input.teenFirstName, 'Your teen');
  const paragraphs = [
    `${name} may need support right now. Something they wrote to the Blue Guardian coach today made us think they are having a very hard time. We never share what they write, and this e-mail is all we can tell you.`,
    `${name} knew, when your link was made, that we would send this e-mail if this happened, and we have told them that we did.`,
  ];
  const steps = [
    'Reach out soon, in person if you can. Stay calm and kind: "I’m here for you. How are you doing?"',
    'Listen more than you talk. Thank them for talking with you; there is no need to fix everything at once.',
    'Do not blame or punish, and do not ask to see what they wrote.',
    'If you are worried about their safety, stay with them and get help now.',
  ];
  const lines = [
    '988 Lifeline: call or text 988, any time, free (US). They help people who are worried about someone too.',
    'Crisis Text Line: text HOME to 741741, any time (US).',
    'If anyone is in danger right now, call 911.',
  ];
  const stop = `You can stop these e-mails on your guardian page: ${input.guardianPage}. ${name} will see that you did.`;
  return {
    to: input.to,
    subject: GUARDIAN_NOTICE_SUBJECT,
    text: [
      'Hi,',
      '',
      ...paragraphs.flatMap((paragraph) => [paragraph, '']),
      'How you can help:',
      ...steps.map((step) => `- ${step}`),
      '',
      'Crisis lines:',
      ...lines.map((line) => `- ${line}`),
      '',
      stop,
    ].join('\n'),
    html: [
      '<p>Hi,</p>',
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      '<p>How you can help:</p>',
      `<ul>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ul>`,
      '<p>Crisis lines:</p>',
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      `<p style="font-size:small">You can stop these e-mails on <a href="${escapeHtml(input.guardianPage)}">your guardian page</a>. ${escapeHtml(name)} will see that you did.</p>`,
    ].join('\n'),
  };
}
