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
    passwordRule: 'Password must have at least 8 characters, one uppercase letter, one number, and one special symbol.',
    emailTaken: 'A user with that email already exists. Please use a different email.',
    failed: 'Sorry, an error occurred during registration. Please try again.',
    success: 'User registered successfully',
    thanks: 'Thanks for signing up! Please check your inbox to verify your email before logging in.',
    /** Not in the spec: the terms' age rule is asked at sign-up (SAFETY.md 8). */
    ageRequired: 'Please confirm your age to continue.',
  },
  emailVerified: {
    done: 'Your email has been verified!',
    goToLogin: 'Go to Login Page',
  },
  google: {
    continueWith: 'Continue with Google',
    signupFailed: 'Sorry, an error occurred during sign up. Please try again.',
  },
  forgotPassword: {
    sent: 'Please check your inbox with instructions to reset your password.',
    failed: 'There was an issue resetting your password.',
    backToLogin: 'Back to login',
  },
  changePassword: {
    fillAll: 'Please fill out all fields.',
    success: 'Password changed successfully!',
    wrongCurrent: 'Password change failed. Please check your current password and try again.',
    serverError: 'An error occurred changing the password. Please try again.',
    unexpected: 'An unexpected error occurred. Please try again.',
  },
  linkGoogle: {
    link: 'Link Google Account',
    linked: 'Account Linked',
    emailMismatch: 'To link your Google account, it must use the same email as the one you signed up with.',
    success: 'Google account linked successfully!',
    alreadyLinked: 'This Google account is already linked to another user.',
    failed: 'An error occurred linking your Google account.',
  },
  deleteAccount: {
    confirm: 'Are you sure you want to delete your account? This cannot be undone.',
    yes: 'Yes, Delete My Account',
    no: 'No, Keep My Account',
  },
  deleteChats: {
    yes: 'Yes, Delete All Chats',
    no: 'No, Keep My Chats',
    none: 'You have no chats to delete.',
    success: 'Your chats have successfully been deleted.',
    failed: 'An error occurred deleting your chats. Please try again.',
  },
  dashboard: {
    newSession: '+ New Session',
    sessions: 'Sessions',
    untitled: 'New Session',
    promo: 'Start Your Free Trial',
    deleteChatConfirm: 'Are you sure you want to delete this chat?',
    yes: 'Yes',
    no: 'No',
  },
  wizard: {
    goalTitle: 'Select Your Goal',
    styleTitle: 'Select Your Communication Style',
    start: 'Start New Chat',
    upgrade: 'Upgrade',
  },
  plans: {
    /** The plan popup's title when no plan exists yet; it cannot be closed then. */
    welcome: 'Welcome to Blue Guardian! Please select a plan to get started',
    subscribe: 'Subscribe',
    freeTrial: 'Free Trial',
    currentPlan: 'Current Plan',
    cancelAnytime: 'Cancel Anytime',
    createChat: 'Create a New Chat',
  },
  chat: {
    /** Shown beside replies of the built-in coach, so nobody mistakes it for the AI model. */
    offlineCoach: 'The full AI coach is not connected, so replies come from the built-in offline coach.',
    coachFailed: 'Your coach could not reply just now. Your message is saved.',
    retry: 'Try again',
    regenerate: 'Regenerate',
    planRequired: 'This goal and communication style are part of Premium. Upgrade to use them.',
    tooLong: 'Messages can be at most 4,000 characters.',
    tooFast: 'You are sending messages very quickly. Please wait a moment and try again.',
  },
  /** Voice input and output (Premium). Not in the spec: the API and the web show these as they are. */
  voice: {
    /** Says what still works: typing reaches the same coach (the microphone only fills the text box). */
    notConnected: 'Voice is not connected on this server. You can still type your messages: the coach reads and answers them the same way.',
    failed: 'The voice service did not answer. Your typed conversation is not affected; please try again.',
    premiumRequired: 'Voice input and output are part of Premium. Upgrade to use them.',
    tooFast: 'You are using voice very quickly. Please wait a moment and try again.',
    notMultipart: 'Send the recording as multipart/form-data with a file part named "file".',
    noFile: 'No recording was sent: add a file part named "file".',
    wrongType: 'The recording must be MP3, WebM, Ogg, MP4 or WAV audio.',
    empty: 'The recording is empty.',
    tooLarge: 'The recording is larger than 5 MB.',
    tooLong: 'The recording is longer than 60 seconds.',
    badDuration: 'durationMs must be a whole number of milliseconds.',
    noText: 'There is no text to speak.',
    textTooLong: 'Text to speak can be at most 4,096 characters.',
    unknownVoice: 'Unknown voice: choose alloy, echo, fable, onyx, nova or shimmer.',
    tooLongToSpeak: 'This text is too long to speak in one piece. Send it a few sentences at a time.',
  },
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
} as const;
