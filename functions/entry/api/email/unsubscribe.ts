import * as routes from '#shared/routes/email';
import { unsubscribe } from '../../../domain/mail/unsubscribe';
import { http } from '../../../http/http';

/**
 * POST /api/email/unsubscribe?token=…: turns off the mailing the signed token names, for the user
 * (or buddy-invite address) it was signed for, without signing in. Repeating it answers the same;
 * a token that does not verify changes nothing and answers 400.
 */
export const handler = http(routes.unsubscribe, ({ event }) => unsubscribe(event.queryStringParameters?.token ?? ''));
