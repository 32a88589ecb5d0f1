import { resolve } from 'node:path';
import { offlineCoach } from '../../../../functions/providers/coach/offline';
import { screenLocally, screenReply } from '../../../../functions/safety/screen';
import { readMessages } from '../../../../scripts/screen-dataset';
import { CHAT_CHOICES } from '../../../../shared/chat';

/**
 * The reply screen must not take ordinary coaching away (issue 15): the built-in offline coach's
 * replies to the ordinary chat sets (933 turns no rule was written against), in every goal and
 * style, careful where the crisis screen flags the message, all pass it as the product reads them.
 */

const turns = ['ordinary.jsonl', 'ordinary-2.jsonl'].flatMap((file) => readMessages(resolve(__dirname, '../../../fixtures/crisis-screen', file)));

it('keeps every reply of the offline coach to ordinary chat', async () => {
  const coach = offlineCoach();
  const replaced: string[] = [];
  for (const [index, turn] of turns.entries()) {
    const goal = CHAT_CHOICES[index % 3]!;
    const style = CHAT_CHOICES[Math.floor(index / 3) % 3]!;
    const careful = screenLocally(turn).tier !== 'none';
    const reply = await coach.reply({ goal, style, firstName: 'Sam', turns: [{ role: 'user', content: turn.text }], careful });
    if (!screenReply(reply.text, { flagged: careful }).safe) replaced.push(`${turn.text} -> ${reply.text}`);
  }

  expect(turns.length).toBeGreaterThan(900);
  expect(replaced).toEqual([]);
});
