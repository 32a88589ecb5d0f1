import {
  AT_HOME_LOOKBACK_MS,
  NOTICE_WINDOW_MS,
  noticeDue,
  secondReaderOf,
  type NoticeReading,
} from '../../../../../functions/domain/guardian/notice-rule';
import { showsDangerAtHome } from '../../../../../functions/safety';

/** Which readings of a teen's messages tell their guardian (docs/safety.md "A notice to a guardian"). */

const NOW = Date.parse('2026-05-01T12:00:00Z');
const HOUR = 3_600_000;
let ids = 0;

const reading = (overrides: Partial<NoticeReading> = {}, agoMs = 0): NoticeReading => ({
  messageId: `m${(ids += 1)}`,
  at: new Date(NOW - agoMs).toISOString(),
  tier: 'c',
  harm: 'suicide-self-harm',
  harmToOthers: false,
  atHome: false,
  secondReader: 'agreed',
  ...overrides,
});

describe('which readings send a notice', () => {
  it('sends for a confirmed tier (c), and not for one a second reader disagreed with', () => {
    expect(noticeDue(reading(), [], undefined)).toBe(true);
    expect(noticeDue(reading({ secondReader: 'disagreed' }), [], undefined)).toBe(false);
  });

  it('sends for (b) only with another (b) or higher of the teen’s within 24 hours', () => {
    const now = reading({ tier: 'b' });
    expect(noticeDue(now, [], undefined)).toBe(false);
    expect(noticeDue(now, [reading({ tier: 'b' }, 23 * HOUR)], undefined)).toBe(true);
    expect(noticeDue(now, [reading({ tier: 'b' }, NOTICE_WINDOW_MS + 1)], undefined)).toBe(false);
    expect(noticeDue(now, [reading({ tier: 'a' }, HOUR)], undefined)).toBe(false);
  });

  it('never counts a tier (a) or an ordinary message', () => {
    expect(noticeDue(reading({ tier: 'a' }), [reading({ tier: 'c' }, HOUR)], undefined)).toBe(false);
    expect(noticeDue(reading({ tier: 'none' }), [], undefined)).toBe(false);
  });

  it('does not count an edit of the same message as a second one', () => {
    const first = reading({ tier: 'b' }, HOUR);
    expect(noticeDue({ ...first, at: new Date(NOW).toISOString() }, [first], undefined)).toBe(false);
  });
});

describe('with no model to read a second time, a repeated local reading confirms', () => {
  it('holds a lone tier (c) until another (b) or higher within 24 hours', () => {
    expect(noticeDue(reading({ secondReader: 'absent' }), [], undefined)).toBe(false);
    expect(noticeDue(reading({ secondReader: 'absent' }), [reading({ tier: 'b', secondReader: 'absent' }, 2 * HOUR)], undefined)).toBe(
      true,
    );
    expect(
      noticeDue(reading({ tier: 'b', secondReader: 'absent' }), [reading({ tier: 'c', secondReader: 'absent' }, HOUR)], undefined),
    ).toBe(true);
  });

  it('is no confirmation where a model answered and disagreed', () => {
    expect(noticeDue(reading({ tier: 'b', secondReader: 'disagreed' }), [reading({ tier: 'b' }, HOUR)], undefined)).toBe(false);
  });

  it('reads the second reader from two of the three readers at (b) or higher', () => {
    expect(secondReaderOf('c', [undefined, undefined])).toBe('absent');
    expect(secondReaderOf('c', ['a', undefined])).toBe('disagreed');
    expect(secondReaderOf('c', [undefined, 'b'])).toBe('agreed');
    expect(secondReaderOf('a', ['c', 'b'])).toBe('agreed');
  });
});

describe('harms after which nobody at home is told', () => {
  it('never sends for harm to others', () => {
    expect(noticeDue(reading({ harm: 'harm-to-others', harmToOthers: true }), [], undefined)).toBe(false);
    expect(noticeDue(reading({ tier: 'b' }), [reading({ tier: 'c', harm: 'harm-to-others', harmToOthers: true }, HOUR)], undefined)).toBe(
      false,
    );
  });

  it('never sends when the message or a reading of the last 30 days told of danger at home', () => {
    expect(noticeDue(reading({ atHome: true }), [], undefined)).toBe(false);
    expect(noticeDue(reading(), [reading({ tier: 'a', atHome: true }, 20 * NOTICE_WINDOW_MS)], undefined)).toBe(false);
    expect(noticeDue(reading(), [reading({ tier: 'a', atHome: true }, AT_HOME_LOOKBACK_MS + 1)], undefined)).toBe(true);
  });

  it('reads abuse, exploitation and danger now at home with the screen’s patterns, and not someone else’s home', () => {
    expect(showsDangerAtHome(['my dad hits me every night'])).toBe(true);
    expect(showsDangerAtHome(['my stepdad is drunk and banging on my door, I want to die'])).toBe(true);
    expect(showsDangerAtHome(['a guy online says he will share my pics unless I send more'])).toBe(true);
    expect(showsDangerAtHome(["I'm going to kill myself tonight", 'my friend’s dad hits her'])).toBe(false);
  });
});

describe('one a day', () => {
  it('sends none within 24 hours of the last, and again after', () => {
    expect(noticeDue(reading(), [], new Date(NOW - 23 * HOUR).toISOString())).toBe(false);
    expect(noticeDue(reading(), [], new Date(NOW - NOTICE_WINDOW_MS).toISOString())).toBe(true);
  });
});
