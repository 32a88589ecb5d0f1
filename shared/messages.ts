/**
 * User-visible text copied word for word from the product spec (sections 2, 5 and 8).
 * Keep the spec's small oddities: tests compare against these constants.
 */
export const messages = {
  login: {
    title: 'Welcome back',
    fillIn: 'Please fill in email and password.',
    wrongCredentials: 'Please enter the correct credentials.',
    wrongCredentialsInternal: 'Please enter the correct login credentials.',
    verifyMail: 'VerifyMail',
    verifyFirst: 'Please verify your email before logging in.',
    noVerificationEmail: "Didn't receive the verification email?",
  },
  signup: {
    fillIn: 'Please fill in name, email, and password.',
    passwordRule:
      'Password must have at least 8 characters, one uppercase letter, one number, and one special symbol.',
    emailTaken: 'A user with that email already exists. Please use a different email.',
    failed: 'Sorry, an error occurred during registration. Please try again.',
    success: 'User registered successfully',
    thanks:
      'Thanks for signing up! Please check your inbox to verify your email before logging in.',
  },
  emailVerified: {
    done: 'Your email has been verified!',
    goToLogin: 'Go to Login Page',
  },
} as const;
