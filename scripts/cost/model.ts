import { AWS_PRICES, OPENAI_PRICES, type AwsPriceName } from './prices';
import {
  FIXED_RESOURCES,
  OPENAI_PER_MESSAGE,
  OPENAI_PER_SESSION,
  SPOKEN_CHARACTERS_PER_VOICE_MINUTE,
  USAGE_PER_USER,
  XRAY_RESERVOIR_PER_MONTH,
  XRAY_SAMPLED_SHARE,
  type Usage,
} from './usage';

/**
 * The monthly cost model of `npm run cost`: usage per user times users gives each metered
 * quantity, the account's free allowance is taken off the total once, and the rest is priced.
 */

/** The user counts the table prints, one column each. */
export const USER_LEVELS = [1_000, 100_000, 1_000_000] as const;

const GB_PER_KB = 1 / (1024 * 1024);
const GB_PER_MB = 1 / 1024;
const LAMBDA_GB = 0.5;

/** How many of each priced unit a month at `users` monthly active users. */
export function monthlyQuantities(users: number, usage: Usage = USAGE_PER_USER): Record<AwsPriceName, number> {
  const u = usage;
  const voiceRequests = u.voiceMinutes * u.voiceRequestsPerMinute;
  const apiRequests = users * (u.chatMessages + u.otherApiRequests + u.checkIns + voiceRequests);
  const jobRuns = users * (u.emails + u.reportJobs) + FIXED_RESOURCES.scheduledRuns;
  const invocations = apiRequests + jobRuns;
  const secondsPerUser =
    u.chatMessages * u.streamedReplySeconds +
    (u.otherApiRequests + u.checkIns) * u.otherApiSeconds +
    voiceRequests * u.voiceRequestSeconds +
    u.emails * u.emailJobSeconds +
    u.reportJobs * u.reportJobSeconds;
  const staticRequests = users * u.pageLoads * u.staticRequestsPerLoad;
  const otherCalls = u.otherApiRequests + u.checkIns + voiceRequests + u.emails + u.reportJobs;
  const storedGb = users * u.storedMegabytes * GB_PER_MB;
  const logGb =
    users *
    ((u.otherApiRequests + u.checkIns + voiceRequests + u.emails + u.reportJobs) * u.logKilobytesPerCall +
      u.chatMessages * u.logKilobytesPerReply) *
    GB_PER_KB;
  return {
    lambdaGbSecond: users * secondsPerUser * LAMBDA_GB,
    lambdaRequest: invocations,
    apiGatewayRestRequest: apiRequests,
    dynamoWrite: users * (u.chatMessages * u.writeUnitsPerMessage + otherCalls * u.writeUnitsPerOtherCall),
    dynamoRead: users * (u.chatMessages * u.readUnitsPerMessage + otherCalls * u.readUnitsPerOtherCall),
    dynamoStorageGb: storedGb,
    dynamoPitrGb: storedGb,
    cloudFrontGb: users * (u.pageLoads * u.kilobytesPerLoad + (apiRequests / users) * u.kilobytesPerApiAnswer) * GB_PER_KB,
    cloudFrontRequest: staticRequests + apiRequests,
    cloudFrontFunction: staticRequests,
    wafWebAcl: FIXED_RESOURCES.webAcls,
    wafRule: FIXED_RESOURCES.wafRules,
    // CloudFront's web ACL sees every request; the API's sees the API's again.
    wafRequest: staticRequests + 2 * apiRequests,
    sesEmail: users * u.emails,
    // A send, a receive and a delete per queued e-mail or report.
    sqsRequest: 3 * users * (u.emails + u.reportJobs),
    logsIngestGb: logGb,
    // Function logs are kept a month and access logs three; storage is billed compressed, so one month's ingestion is generous.
    logsStoreGb: logGb,
    customMetric: FIXED_RESOURCES.customMetrics,
    alarm: FIXED_RESOURCES.alarms,
    dashboard: FIXED_RESOURCES.dashboards,
    xrayTrace: Math.min(invocations, XRAY_RESERVOIR_PER_MONTH + XRAY_SAMPLED_SHARE * invocations),
    secret: FIXED_RESOURCES.secrets,
    secretCall: 2 * usage.coldStartShare * invocations,
    kmsKey: FIXED_RESOURCES.kmsKeys,
    transferOutGb: users * u.chatMessages * u.outboundKilobytesPerMessage * GB_PER_KB,
  };
}

export interface CostLine {
  name: AwsPriceName;
  quantity: number;
  usd: number;
}

/** Each priced line at `users`: the allowance off the account's total once, never below zero. */
export function awsCostLines(users: number, usage: Usage = USAGE_PER_USER): CostLine[] {
  const quantities = monthlyQuantities(users, usage);
  return (Object.keys(AWS_PRICES) as AwsPriceName[]).map((name) => {
    const price = AWS_PRICES[name];
    const quantity = quantities[name];
    return { name, quantity, usd: Math.max(0, quantity - price.free) * price.usd };
  });
}

export const totalUsd = (lines: readonly CostLine[]): number => lines.reduce((sum, line) => sum + line.usd, 0);

/** The largest lines and their share of the total, largest first, until `share` of it is named (at most `most`). */
export function dominantTerms(lines: readonly CostLine[], share = 0.8, most = 4): Array<{ name: AwsPriceName; percent: number }> {
  const total = totalUsd(lines);
  if (total === 0) return [];
  const sorted = [...lines].sort((a, b) => b.usd - a.usd);
  const named: Array<{ name: AwsPriceName; percent: number }> = [];
  let covered = 0;
  for (const line of sorted) {
    if (covered >= share * total || named.length === most) break;
    named.push({ name: line.name, percent: (100 * line.usd) / total });
    covered += line.usd;
  }
  return named;
}

/** OpenAI's monthly bill at `users`: chat tokens (coach, judge, assessor, folds, reports) and voice. */
export function openAiCost(
  users: number,
  usage: Usage = USAGE_PER_USER,
): { inputTokens: number; outputTokens: number; tokensUsd: number; voiceUsd: number } {
  const perMessage = Object.values(OPENAI_PER_MESSAGE);
  const inputTokens =
    users * (usage.chatMessages * perMessage.reduce((sum, call) => sum + call.input, 0) + usage.sessions * OPENAI_PER_SESSION.input);
  const outputTokens =
    users * (usage.chatMessages * perMessage.reduce((sum, call) => sum + call.output, 0) + usage.sessions * OPENAI_PER_SESSION.output);
  const voiceMinutes = users * usage.voiceMinutes;
  return {
    inputTokens,
    outputTokens,
    tokensUsd: inputTokens * OPENAI_PRICES.inputToken + outputTokens * OPENAI_PRICES.outputToken,
    voiceUsd: voiceMinutes * (OPENAI_PRICES.transcriptionMinute + SPOKEN_CHARACTERS_PER_VOICE_MINUTE * OPENAI_PRICES.speechCharacter),
  };
}

const usd = (value: number, digits = 2): string =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;

const levelLabel = (users: number): string => (users >= 1e6 ? `${users / 1e6}M` : `${users / 1e3}k`);

/** The table `npm run cost` prints: one row per priced line, one column per user level, the totals. */
export function costTable(levels: readonly number[] = USER_LEVELS, usage: Usage = USAGE_PER_USER): string {
  const columns = levels.map((users) => awsCostLines(users, usage));
  const openai = levels.map((users) => openAiCost(users, usage));
  const rows: string[][] = [
    ['Monthly cost (USD)', ...levels.map((users) => `${levelLabel(users)} users`)],
    ...(Object.keys(AWS_PRICES) as AwsPriceName[]).map((name, index) => [
      AWS_PRICES[name].label,
      ...columns.map((lines) => usd(lines[index]!.usd)),
    ]),
    ['AWS total', ...columns.map((lines) => usd(totalUsd(lines)))],
    ['per user', ...columns.map((lines, index) => usd(totalUsd(lines) / levels[index]!, 4))],
    [`OpenAI tokens (${OPENAI_PRICES.model})`, ...openai.map((cost) => usd(cost.tokensUsd))],
    ['OpenAI voice (whisper-1, tts-1)', ...openai.map((cost) => usd(cost.voiceUsd))],
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const lines = rows.map((row) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join('  '),
  );
  const dominant = levels.map(
    (users, index) =>
      `dominant at ${levelLabel(users)}: ${dominantTerms(columns[index]!)
        .map((term) => `${AWS_PRICES[term.name].label} ${Math.round(term.percent)}%`)
        .join(', ')}`,
  );
  return [...lines.slice(0, 1), '-'.repeat(lines[0]!.length), ...lines.slice(1), '', ...dominant].join('\n');
}
