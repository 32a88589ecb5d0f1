/**
 * The words of the distress notice to a guardian that a teen and a guardian read (docs/safety.md "A
 * notice to a guardian"), shared so that every page says exactly the same thing: before linking
 * (the sign-up, asking a guardian, the guardian's confirmation), in Settings, and in the chat at
 * the moment it happens. The rule itself is functions/domain/guardian/notice-rule.ts.
 */

/** Said beside the reply after which the teen's guardians are told. */
export const GUARDIAN_TOLD_LINE = "We've let your guardian know you might need support, as we agreed";

/** When it happens, told to the teen before linking and in Settings. */
export const NOTICE_WHEN_FOR_TEEN =
  'If something you write shows that your own safety is at serious risk right now (or shows you at risk twice in one day), and a second check agrees, we e-mail your guardian that you may need support now. At most once a day, and we tell you in the chat when we do. The e-mail never holds your words or what it was about. We never e-mail anyone at home when you tell us someone at home is hurting you, or someone is pressuring you for images, or when you are worried about hurting someone else.';

/** The guardian's side of the same, on the page where they confirm. */
export const NOTICE_WHEN_FOR_GUARDIAN =
  'We e-mail you only if something your teen writes shows that their own safety is at serious risk right now (or shows them at risk twice in one day), and a second check agrees: that they may need support now, and how to help. At most once a day, never their words or what it was about, and your teen is told when we do. You can stop these e-mails from your guardian page; your teen will see that you did.';
