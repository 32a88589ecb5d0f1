import { COACH_NAME } from '#shared/chat';

/**
 * The top of the chat view (spec section 2): the page's one heading greets the user, and the
 * coach introduces herself by her first name, saying plainly that she is an AI, not a person and
 * not a therapist (SAFETY.md, honesty), before the first message.
 */
export function Greeting({ firstName }: { firstName: string }) {
  return (
    <div className="chat-greeting">
      <h1 className="chat-greeting__title">{firstName.trim() ? `Hi ${firstName.trim()}` : 'Hi there'}</h1>
      <p className="chat-greeting__intro">
        I&apos;m {COACH_NAME}, your AI coach, trained in positive psychology. I&apos;m an AI, not a person and not a therapist, and I can
        get things wrong. What would you like to talk about today?
      </p>
    </div>
  );
}
