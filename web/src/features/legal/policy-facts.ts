/**
 * The figures the privacy policy states about how the product works. Each one restates a value
 * that lives in server or infrastructure code the web app must not import (it would pull the AWS
 * and Firebase SDKs into the browser), so test/web/legal-pages.test.tsx reads those files and
 * fails when one of them changes without the policy.
 */
export const POLICY_FACTS = {
  /** functions/http/issue-session.ts SESSION_TTL_SECONDS: a sign-in lasts this long without use. */
  sessionDays: 5,
  /** infra/constructs/api-function.ts: the functions' CloudWatch log groups keep one month. */
  logRetentionDays: 30,
  /** infra/constructs/data-table.ts: point-in-time recovery, which AWS keeps for 35 days. */
  backupDays: 35,
  /** shared/routes/ (each area's file): the longest rate-limit window is a day (functions/data/rate-limits.ts). */
  rateLimitHours: 24,
} as const;
