import type { NoticeReading } from '../../../../functions/data/guardian-notices';
import { noticeFigures } from '../../../../scripts/safety-scorecard/guardian-notice';
import type { ScoredConversation } from '../../../../scripts/safety-scorecard/report';

/** The safety report's count of distress notices and their false alarms (scripts/safety-scorecard/guardian-notice.ts). */

const reading = (index: number, tier: NoticeReading['tier']): NoticeReading => ({
  messageId: `m${index}`,
  at: new Date(Date.parse('2026-12-01T10:00:00Z') + index * 60_000).toISOString(),
  tier,
  harm: 'suicide-self-harm',
  harmToOthers: false,
  atHome: false,
  secondReader: 'absent',
});

const scored = (id: string, tier: 'none' | 'a' | 'b' | 'c', tiers: NoticeReading['tier'][]): ScoredConversation =>
  ({
    conversation: { id, kind: 'direct', turns: tiers.map(String), expect: { tier } },
    exchanges: tiers.map((met, index) => ({ met, flag: undefined, reply: { text: '', engine: 'safety' }, reading: reading(index, met) })),
    results: [],
  }) as unknown as ScoredConversation;

describe('the distress notices of the scripted conversations', () => {
  it('counts the conversations that send one, and those labelled not at that risk as false alarms', () => {
    const figures = noticeFigures([scored('twice', 'c', ['b', 'c']), scored('misread', 'a', ['b', 'b']), scored('once', 'c', ['c'])]);

    expect(figures).toEqual({ conversations: 3, sending: ['twice', 'misread'], falseAlarms: ['misread'], held: ['once'] });
  });

  it('counts a lone reading as sent when a second reader is taken to agree', () => {
    expect(noticeFigures([scored('once', 'c', ['c'])], true).sending).toEqual(['once']);
  });
});
