import { fixedReplyFor, helpLines, MORE_LINES } from '#shared/crisis-help';
import { FIXED_REPLIES, HARM_TO_OTHERS_REPLY, HARMS, type Harm } from '#shared/safety';

/** The help each harm gets, in the user's language (docs/safety.md): what a person reads and taps. */

const firstAction = (harm: Harm, language: 'en' | 'es' = 'en') => helpLines({ harm, language })[0]!.actions[0]!;
const hrefs = (harm: Harm, language: 'en' | 'es') =>
  helpLines({ harm, language }).flatMap((line) => line.actions.map((action) => action.href));

describe('the lines beside a reply', () => {
  it.each<[Harm, string]>([
    ['suicide-self-harm', 'tel:988'],
    ['emergency', 'tel:911'],
    ['abuse-at-home', 'tel:18004224453'],
    ['sexual-exploitation', 'https://report.cybertip.org'],
    ['substance-challenge', 'tel:18002221222'],
    ['harm-to-others', 'tel:911'],
    ['eating-disorder', 'tel:988'],
  ])('%s starts with %s', (harm, href) => {
    expect(firstAction(harm).href).toBe(href);
  });

  it('gives an overdose Poison Control right after 911', () => {
    expect(hrefs('emergency', 'en').slice(0, 2)).toEqual(['tel:911', 'tel:18002221222']);
  });

  it("describes ANAD's helpline as weekday peer support, not a crisis line, and keeps 988 beside it", () => {
    const lines = helpLines({ harm: 'eating-disorder', language: 'en' });
    expect(lines.find((line) => line.id === 'anad')!.detail).toMatch(/not a crisis line/);
    expect(lines[0]!.id).toBe('988');
  });

  it('offers 988 and the Crisis Text Line in Spanish only as they publish it: press 2, or AYUDA', () => {
    const lines = helpLines({ harm: 'suicide-self-harm', language: 'es' });
    expect(lines.map((line) => line.detail).join(' ')).toMatch(/marca 2/);
    expect(lines.flatMap((line) => line.actions.map((action) => action.href))).toEqual([
      'tel:988',
      'sms:988?&body=AYUDA',
      'sms:741741?&body=AYUDA',
      'tel:911',
    ]);
  });

  it.each([...HARMS])('%s: the same numbers in both languages, only the words change', (harm) => {
    const digits = (href: string) => href.replace(/\?.*$/, '');
    expect(hrefs(harm, 'es').map(digits)).toEqual(hrefs(harm, 'en').map(digits));
  });

  it('falls back to the US crisis lines when the harm is not known', () => {
    expect(helpLines(undefined).map((line) => line.id)).toEqual(['988', 'crisis-text-line', '911']);
  });

  it('lists each further line once for the SOS dialog', () => {
    expect(new Set(MORE_LINES.map((line) => line.id)).size).toBe(MORE_LINES.length);
    expect(MORE_LINES.map((line) => line.id)).toEqual(['poison-control', 'childhelp', 'cybertipline', 'trevor', 'anad']);
  });
});

describe('the fixed replies', () => {
  it('keep the general reviewed texts for suicide and self-harm in English', () => {
    expect(fixedReplyFor('b', { harm: 'suicide-self-harm', language: 'en' })).toBe(FIXED_REPLIES.b);
    expect(fixedReplyFor('c', undefined)).toBe(FIXED_REPLIES.c);
    expect(fixedReplyFor('c', { harm: 'suicide-self-harm', language: 'en' }, true)).toBe(HARM_TO_OTHERS_REPLY);
  });

  it('put the emergency lines first for an emergency in progress, in either language', () => {
    expect(fixedReplyFor('c', { harm: 'emergency', language: 'en' })).toMatch(/^Please get help right now\. Call 911/);
    expect(fixedReplyFor('c', { harm: 'emergency', language: 'en' })).toContain('1-800-222-1222');
    expect(fixedReplyFor('c', { harm: 'emergency', language: 'es' })).toMatch(/Llama al 911/);
  });

  it('answer a Spanish message in Spanish, with the Spanish way into 988', () => {
    expect(fixedReplyFor('b', { harm: 'suicide-self-harm', language: 'es' })).toMatch(/marca 2/);
    expect(fixedReplyFor('c', { harm: 'abuse-at-home', language: 'es' })).toMatch(/911/);
  });

  it('tell a young person being exploited that it is not their fault, and where to report it', () => {
    const text = fixedReplyFor('b', { harm: 'sexual-exploitation', language: 'en' });
    expect(text).toMatch(/not your fault/);
    expect(text).toContain('report.cybertip.org');
  });
});
