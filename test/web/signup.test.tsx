import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages';
import { AGE_CONFIRMATION_LABELS, type AgeConfirmation } from '#shared/safety';
import { deferred, errorReply, mockApi, signedOut, type Reply } from './helpers/fetch-mock';
import { renderApp } from './helpers/render-app';
import { BIRTH_YEAR_LABEL, GUARDIAN_EMAIL_LABEL } from '../../web/src/features/auth/components/guardian-consent-fields';

const VALID: { name: string; email: string; password: string; age?: AgeConfirmation } = {
  name: 'Ada Lovelace King',
  email: 'ada@example.com',
  password: 'Secret1!',
  age: 'adult',
};

async function openSignup() {
  const app = renderApp('/signup');
  await screen.findByRole('heading', { level: 1 });
  const form = {
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email address'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Create Account' }),
  };
  const fill = async (values: Partial<typeof VALID>) => {
    if (values.name) await app.user.type(form.name, values.name);
    if (values.email) await app.user.type(form.email, values.email);
    if (values.password) await app.user.type(form.password, values.password);
    if (values.age) await app.user.click(screen.getByRole('radio', { name: AGE_CONFIRMATION_LABELS[values.age] }));
  };
  return { ...app, form, fill };
}

describe('sign-up page', () => {
  it('has the fields, the login link and the privacy and terms links', async () => {
    mockApi(signedOut);

    await openSignup();

    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/terms-and-conditions');
  });

  it.each([
    ['the name is missing', { ...VALID, name: '' }],
    ['the email is missing', { ...VALID, email: '' }],
    ['the email is invalid', { ...VALID, email: 'ada@example' }],
    ['the password is missing', { ...VALID, password: '' }],
  ])('asks to fill in all fields when %s, without calling the API', async (_, values) => {
    const mock = mockApi(signedOut);
    const { form, fill, user } = await openSignup();

    await fill(values);
    await user.click(form.submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.signup.fillIn);
    expect(mock.callsTo('POST /api/auth/')).toHaveLength(0);
  });

  it('asks the terms’ age question: a required group of two choices, with its own message', async () => {
    const mock = mockApi({ ...signedOut, 'POST /api/auth/': { body: { success: true, message: 'ok' } } });
    const { form, fill, user } = await openSignup();

    const group = screen.getByRole('radiogroup', { name: 'Age' });
    expect(group).toBeRequired();
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['adult', 'guardian']);
    for (const radio of within(group).getAllByRole('radio')) expect(radio).toBeRequired();

    await fill({ ...VALID, age: undefined });
    await user.click(form.submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.signup.ageRequired);
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription(messages.signup.ageRequired);
    expect(mock.callsTo('POST /api/auth/')).toHaveLength(0);

    await user.click(within(group).getByRole('radio', { name: AGE_CONFIRMATION_LABELS.guardian }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // With a guardian's consent the form also asks the birth year and the guardian's e-mail (test/web/guardian.test.tsx).
    await user.type(screen.getByLabelText(BIRTH_YEAR_LABEL), String(new Date().getFullYear() - 15));
    await user.type(screen.getByLabelText(GUARDIAN_EMAIL_LABEL), 'parent@example.com');
    await user.click(form.submit);
    await screen.findByRole('dialog');
    expect(mock.callsTo('POST /api/auth/')[0]?.body).toMatchObject({ ageConfirmation: 'guardian' });
  });

  it.each(['secret1!', 'Secret!!', 'Secret12', 'Se1!', 'Secret1!~'])('explains the password rule for %s', async (password) => {
    const mock = mockApi(signedOut);
    const { form, fill, user } = await openSignup();

    await fill({ ...VALID, password });
    await user.click(form.submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.signup.passwordRule);
    expect(mock.callsTo('POST /api/auth/')).toHaveLength(0);
  });

  it.each([
    ['a first name that is not a name', 'Ada2 Lovelace', "First name can only use letters, spaces, ' and -."],
    ['a last name that is not a name', 'Ada Lovelace (https://x.example)', "Last name can only use letters, spaces, ' and -."],
    ['a first name past 40 characters', `${'A'.repeat(41)} Lovelace`, 'First name can be at most 40 characters.'],
  ])('explains the name rule for %s, without calling the API', async (_, name, message) => {
    const mock = mockApi(signedOut);
    const { form, fill, user } = await openSignup();

    await fill({ ...VALID, name });
    await user.click(form.submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(mock.callsTo('POST /api/auth/')).toHaveLength(0);
  });

  it('sends the spec payload with the name split at its first space, then shows the thank-you popup', async () => {
    const mock = mockApi({
      ...signedOut,
      'POST /api/auth/': { body: { success: true, message: messages.signup.success } },
    });
    const { form, fill, user } = await openSignup();

    await fill(VALID);
    await user.click(form.submit);

    const dialog = await screen.findByRole('dialog');
    expect(mock.callsTo('POST /api/auth/').map((request) => request.body)).toEqual([
      {
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace King',
        password: 'Secret1!',
        provider: 'Email',
        googleId: null,
        ageConfirmation: 'adult',
      },
    ]);
    expect(dialog).toHaveTextContent(messages.signup.thanks);
    expect(within(dialog).getByRole('link', { name: 'Login Page' })).toHaveAttribute('href', '/login');
  });

  it('sends an empty last name for a one-word name', async () => {
    const mock = mockApi({ ...signedOut, 'POST /api/auth/': { body: { success: true, message: 'ok' } } });
    const { form, fill, user } = await openSignup();

    await fill({ ...VALID, name: 'Ada' });
    await user.click(form.submit);

    await screen.findByRole('dialog');
    expect(mock.callsTo('POST /api/auth/')[0]?.body).toMatchObject({ firstName: 'Ada', lastName: '' });
  });

  it('the Login Page link of the popup goes to the login page', async () => {
    mockApi({ ...signedOut, 'POST /api/auth/': { body: { success: true, message: 'ok' } } });
    const { form, fill, user } = await openSignup();
    await fill(VALID);
    await user.click(form.submit);

    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Login Page' }));

    expect(await screen.findByRole('heading', { level: 1, name: messages.login.title })).toBeInTheDocument();
  });

  it('shows the spec message when the email is taken', async () => {
    mockApi({
      ...signedOut,
      'POST /api/auth/': errorReply(400, 'EMAIL_TAKEN', messages.signup.emailTaken),
    });
    const { form, fill, user } = await openSignup();

    await fill(VALID);
    await user.click(form.submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.signup.emailTaken);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each<[string, Reply, string]>([
    [
      'a field message for a rejected field',
      errorReply(400, 'BAD_REQUEST', 'firstName: First name can be at most 40 characters.', {
        firstName: 'First name can be at most 40 characters.',
      }),
      'First name can be at most 40 characters.',
    ],
    [
      'the spec fallback for a server failure',
      errorReply(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'),
      messages.signup.failed,
    ],
  ])('shows %s', async (_, reply, expected) => {
    mockApi({ ...signedOut, 'POST /api/auth/': reply });
    const { form, fill, user } = await openSignup();

    await fill(VALID);
    await user.click(form.submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
  });

  it('disables Create Account while the request is in flight', async () => {
    const held = deferred<Reply>();
    mockApi({ ...signedOut, 'POST /api/auth/': () => held.promise });
    const { form, fill, user } = await openSignup();

    await fill(VALID);
    await user.click(form.submit);

    expect(form.submit).toBeDisabled();
    held.resolve({ body: { success: true, message: 'ok' } });
    await screen.findByRole('dialog');
    expect(form.submit).toBeEnabled();
  });
});
