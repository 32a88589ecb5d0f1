import { systemPrompt, SUMMARY_PROMPT } from '../../functions/providers/coach/prompts';
import { approxTokens, DEFAULT_BUDGET } from '../../functions/providers/coach/context';
import { JUDGE_ANSWER_FORMAT, JUDGE_POLICY } from '../../functions/providers/reply-judge/policy';
import { ASSESSED_TURNS, ASSESSOR_PROMPT } from '../../functions/providers/risk-assessor/prompt';
import { REPORT_PROMPT } from '../../functions/providers/insights/prompt';
import { jobList } from '#shared/jobs';

/**
 * What one monthly active user does in a month, on average over every plan, and what each action
 * costs in AWS's units. These are assumptions, printed with the table: change them here. The
 * durations are what Lambda bills (512 MB functions, infra/constructs/api-function.ts), including
 * the time a function waits for OpenAI.
 */
export const USAGE_PER_USER = {
  /** Coaching sessions a month (about one a week). */
  sessions: 4,
  /** Chat messages a month, each answered by a streamed reply (10 a session). */
  chatMessages: 40,
  /** Seconds the streaming coach function runs per reply: the model's first words, the reply, the screen and the judge. */
  streamedReplySeconds: 8,
  /** Other API calls a month: config, sessions list, insights, goals, memory, buddies, sign-in and token refresh. */
  otherApiRequests: 160,
  /** Seconds each of those runs. */
  otherApiSeconds: 0.15,
  /** Daily check-ins and weekly WHO-5 answers a month (one API call each). */
  checkIns: 12,
  /** Voice minutes a month, averaged over every user (Premium only, so most have none). */
  voiceMinutes: 1,
  /** Voice API calls per voice minute (a transcription and a spoken reply for each of 4 turns). */
  voiceRequestsPerMinute: 8,
  /** Seconds each voice call runs (waiting for whisper-1 or tts-1). */
  voiceRequestSeconds: 3,
  /** E-mails a month: sign-up and reset links, check-in reminders (opt-in), weekly summaries (Premium, opt-in), follow-ups, invitations. */
  emails: 5,
  /** Seconds of job function per e-mail sent. */
  emailJobSeconds: 0.5,
  /** Session reports a month (one per session, made by a queued job). */
  reportJobs: 4,
  /** Seconds each report job runs (one model call). */
  reportJobSeconds: 6,
  /** Visits that load the web app a month. */
  pageLoads: 8,
  /** CloudFront requests for the site's files per visit (HTML, scripts, styles, fonts, images). */
  staticRequestsPerLoad: 12,
  /** Kilobytes CloudFront sends per visit (compressed; most files are cached by the browser). */
  kilobytesPerLoad: 350,
  /** Kilobytes per API answer on average (a streamed reply, a list, an insights page). */
  kilobytesPerApiAnswer: 4,
  /** DynamoDB units per chat message: the message, the reply, the chat, the search index, the rate limits. */
  writeUnitsPerMessage: 8,
  /** Reading the recent turns, the profile, the chat and the rate limits. */
  readUnitsPerMessage: 30,
  /** Units per other API call, check-in, e-mail or report, on average. */
  writeUnitsPerOtherCall: 1,
  readUnitsPerOtherCall: 5,
  /** Megabytes each user keeps in the table (conversations, reports, goals), the stock a growing service holds. */
  storedMegabytes: 0.5,
  /** Kilobytes of logs per API call or job run: the platform's lines, structured logs, the metric line, the access log. */
  logKilobytesPerCall: 1.5,
  /** Kilobytes of logs per streamed reply: more steps (the screens, the judge, the stream). */
  logKilobytesPerReply: 4,
  /** Kilobytes each chat message sends out of the region (to OpenAI: coach, judge, assessor, moderation). */
  outboundKilobytesPerMessage: 32,
  /** Share of invocations that are cold starts, each reading about two secrets once. */
  coldStartShare: 0.02,
} as const;

export type Usage = typeof USAGE_PER_USER;

/** What the stack holds whatever the traffic (infra/). */
export const FIXED_RESOURCES = {
  /** Two web ACLs: CloudFront's (edge stack) and the API origin guard. */
  webAcls: 2,
  /** Four at the edge (three managed groups and the sign-in rate rule), one on the API. */
  wafRules: 5,
  /** Six operator secrets, two generated keys, the origin guard's header value. */
  secrets: 9,
  /** The table's customer managed key. */
  kmsKeys: 1,
  /** The six alarms of infra/constructs/monitoring.ts and one per job queue's dead letters. */
  alarms: 6 + jobList.filter(([, job]) => job.queue).length,
  dashboards: 1,
  /** The functions' event metrics, each by service and some by route: an assumption. */
  customMetrics: 60,
  /** Scheduler ticks a month: every 15 minutes, every hour, every Sunday. */
  scheduledRuns: 4 * 24 * 30 + 24 * 30 + 4,
} as const;

/** One second of X-Ray's default sampling reservoir, then 5% of the rest. */
export const XRAY_RESERVOIR_PER_MONTH = 30 * 24 * 3600;
export const XRAY_SAMPLED_SHARE = 0.05;

/** Tokens the coach's model reads and writes for one chat message, from the prompts' sizes. */
export interface TokensPerMessage {
  input: number;
  output: number;
}

/** A typical coach prompt: the core, one goal and style, the age group, no memory. */
const coachSystemTokens = approxTokens(systemPrompt({ goal: 2, style: 2, firstName: 'Sam', ageGroup: 'adult' }));

/**
 * Per chat message: the coach (system prompt, a recent window between the fold's keep and its
 * limit, a running summary; a reply of about 250 tokens under its 600 cap), the reply judge (its
 * policy, the message and the reply), the risk assessor (its prompt and the last turns), and a
 * summary fold about every sixth message. Moderation is free. A session's report is counted per
 * session in OPENAI_PER_SESSION.
 */
export const OPENAI_PER_MESSAGE: { coach: TokensPerMessage; judge: TokensPerMessage; assessor: TokensPerMessage; fold: TokensPerMessage } =
  {
    coach: {
      input: coachSystemTokens + (DEFAULT_BUDGET.keepTokens + DEFAULT_BUDGET.windowTokens) / 2 + 150,
      output: 250,
    },
    judge: { input: approxTokens(JUDGE_POLICY + JUDGE_ANSWER_FORMAT) + 100 + 250, output: 60 },
    assessor: { input: approxTokens(ASSESSOR_PROMPT) + ASSESSED_TURNS * 120, output: 80 },
    fold: { input: Math.round((approxTokens(SUMMARY_PROMPT) + DEFAULT_BUDGET.windowTokens) / 6), output: Math.round(300 / 6) },
  };

/** Per session: the report reads the user's own messages (10 of about 80 tokens) and writes about 500. */
export const OPENAI_PER_SESSION: TokensPerMessage = { input: approxTokens(REPORT_PROMPT) + 800, output: 500 };

/** Characters spoken per voice minute (the coach's replies read aloud). */
export const SPOKEN_CHARACTERS_PER_VOICE_MINUTE = 2000;
