import { routes } from '#shared/routes';
import { messages } from '#shared/messages';
import { fieldErrors } from '../../../functions/http/request-input';
import { signupBody as validSignup } from '../../fixtures/auth-bodies';

/** The signup body as the route table declares it (POST /api/auth/). */
const signupBody = routes.register.body;

/** The field → message map a caller receives for a rejected body. */
function rejection(input: unknown): Record<string, string> {
  const result = signupBody.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be rejected`);
  return fieldErrors(result.error);
}

describe('signup body of the route table', () => {
  it('accepts the spec payload and lower-cases and trims the e-mail', () => {
    // Prepare
    const input = { ...validSignup(), email: '  Ada.Lovelace@Example.COM ' };
    // Act
    const parsed = signupBody.parse(input);
    // Assess
    expect(parsed).toEqual({ ...validSignup(), email: 'ada.lovelace@example.com' });
  });

  it('accepts an empty last name (a one-word name)', () => {
    expect(signupBody.parse({ ...validSignup(), lastName: '' }).lastName).toBe('');
  });

  it('rejects an unknown field and names it', () => {
    expect(rejection({ ...validSignup(), isAdmin: true })).toEqual({ isAdmin: 'Unknown field "isAdmin".' });
  });

  it('names each unknown field separately', () => {
    expect(Object.keys(rejection({ ...validSignup(), uid: 'x', plan: 'Premium' })).sort()).toEqual(['plan', 'uid']);
  });

  it.each(['email', 'firstName', 'lastName', 'password', 'provider', 'googleId', 'ageConfirmation'] as const)(
    'rejects a body without %s',
    (field) => {
      const { [field]: _dropped, ...input } = validSignup();
      expect(Object.keys(rejection(input))).toEqual([field]);
    },
  );

  it('says a missing e-mail is required', () => {
    const { email: _email, ...input } = validSignup();
    expect(rejection(input)).toEqual({ email: 'Email is required.' });
  });

  it.each([
    ['email', 42, 'Email must be text.'],
    ['firstName', ['Ada'], 'First name must be text.'],
    ['password', 12345678, 'Password must be text.'],
  ])('rejects a %s of the wrong type', (field, value, message) => {
    expect(rejection({ ...validSignup(), [field]: value })).toEqual({ [field]: message });
  });

  it.each(['Google', 'email', ''])('rejects provider %p', (provider) => {
    expect(rejection({ ...validSignup(), provider })).toEqual({ provider: 'provider must be "Email".' });
  });

  it.each(['google-id-123', '', 0])('rejects googleId %p', (googleId) => {
    expect(rejection({ ...validSignup(), googleId })).toEqual({ googleId: 'googleId must be null.' });
  });

  it.each([undefined, 'yes', 'child', true])('rejects ageConfirmation %p with the age rule message (SAFETY.md 8)', (ageConfirmation) => {
    expect(rejection({ ...validSignup(), ageConfirmation })).toEqual({
      ageConfirmation: 'Please confirm that you are 18 or older, or that a parent or guardian has agreed.',
    });
  });

  it.each(['adult', 'guardian'])('accepts ageConfirmation %p', (ageConfirmation) => {
    expect(signupBody.parse({ ...validSignup(), ageConfirmation }).ageConfirmation).toBe(ageConfirmation);
  });

  it('rejects a password breaking the rule with the spec message', () => {
    expect(rejection({ ...validSignup(), password: 'abcdefgh' })).toEqual({ password: messages.signup.passwordRule });
  });

  it('rejects a first name of spaces only', () => {
    expect(rejection({ ...validSignup(), firstName: '   ' })).toEqual({ firstName: 'First name is required.' });
  });

  it('rejects an e-mail with a space inside even after trimming', () => {
    expect(rejection({ ...validSignup(), email: 'ada lovelace@example.com' })).toEqual({
      email: 'Enter a valid email address.',
    });
  });

  it.each([
    ['NUL', 'ada\u0000@example.com'],
    ['a control character', 'ada\u0007@example.com'],
    ['a C1 control character', 'ada\u0085x@example.com'],
    ['a right-to-left override', 'ada@\u202Emoc.elpmaxe'],
    ['a direction isolate', 'ada\u2066@example.com'],
    ['a lone surrogate', 'ada\uD800@example.com'],
  ])('rejects an e-mail with %s, saying why', (_, email) => {
    expect(rejection({ ...validSignup(), email })).toEqual({ email: 'Email must not contain control or direction characters.' });
  });

  it.each([null, [], 'text'])('rejects a body that is not an object (%p) under "body"', (input) => {
    expect(Object.keys(rejection(input))).toEqual(['body']);
  });
});

describe('free text users type is stored well-formed', () => {
  it('a chat message with a lone surrogate keeps its words, the surrogate replaced', () => {
    expect(routes.sendMessage.body.parse({ text: ' hi \uD83D there ' })).toEqual({ text: 'hi \uFFFD there' });
  });

  it('a safety plan item too', () => {
    const plan = routes.saveSafetyPlan.body.parse({
      warningSigns: ['\uDE00alone'],
      copingSteps: [],
      contacts: [],
    });
    expect(plan.warningSigns).toEqual(['\uFFFDalone']);
  });
});

describe('chat titles and the safety plan refuse hidden characters (docs/decisions/0027-text-hygiene-hidden-characters.md)', () => {
  const fieldsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
    result.success ? {} : fieldErrors(result.error!);
  const plan = (overrides: Record<string, unknown>) => ({ warningSigns: [], copingSteps: [], contacts: [], ...overrides });

  it.each([
    ['a right-to-left override', 'my week\u202Etxt.exe'],
    ['ESC', 'my week\u001B[2J'],
    ['NUL', 'my\u0000week'],
  ])('a title with %s is refused, saying why', (_, text) => {
    expect(fieldsOf(routes.setTitle.body.safeParse({ text }))).toEqual({
      text: "Title can't hold hidden control or direction characters. Please type it again.",
    });
  });

  it('a title from a first message of several lines is fine: the lines become spaces', () => {
    expect(routes.setTitle.body.parse({ text: 'Long day\r\n\tat school' })).toEqual({ text: 'Long day\r\n\tat school' });
  });

  it.each([
    ['a warning sign', plan({ warningSigns: ['fine', 'alone\u202E'] }), 'warningSigns.1', 'Warning signs'],
    ['a coping step', plan({ copingSteps: ['walk\u0007'] }), 'copingSteps.0', 'Coping steps'],
    ['a contact’s name', plan({ contacts: [{ name: 'Mum\u2066', phone: '0123' }] }), 'contacts.0.name', 'Name'],
    ['a contact’s phone', plan({ contacts: [{ name: 'Mum', phone: '0123\u202E' }] }), 'contacts.0.phone', 'Phone'],
  ])('%s with a control or direction character is refused, saying why', (_, input, path, label) => {
    expect(fieldsOf(routes.saveSafetyPlan.body.safeParse(input))).toEqual({
      [path]: `${label} can't hold hidden control or direction characters. Please type it again.`,
    });
  });

  it('a safety plan keeps phone numbers and free text: no letters-only rule', () => {
    const input = plan({
      copingSteps: ['Call 116 123 (free, 24/7) & breathe: 4-7-8!'],
      contacts: [{ name: 'Dr. Lee #2', phone: '+44 (0)20 7946 0958' }],
    });
    expect(routes.saveSafetyPlan.body.parse(input)).toEqual(input);
  });
});
