import { WEEKLY_SUMMARY_PATH, type WeeklyRun } from '../dev/weekly-summary';

/**
 * `npm run weekly-summary`: sends this week's summary e-mail to every opted-in user now, rather
 * than on Sunday evening. It asks the running local stack (through the web port, PORT or 5173),
 * whose API server holds the table and the mailbox (dev/weekly-summary.ts); the e-mails appear
 * at /dev/mailbox. A second run in the same week sends nothing new.
 */
async function main(): Promise<number> {
  const url = `http://localhost:${process.env.PORT || 5173}${WEEKLY_SUMMARY_PATH}`;
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST' });
  } catch {
    console.error(`weekly-summary: nothing answers at ${url}; is \`npm start\` running?`);
    return 1;
  }
  if (!response.ok) {
    console.error(`weekly-summary: ${url} answered ${response.status}`);
    return 1;
  }
  const run = (await response.json()) as WeeklyRun;
  console.log(
    `Weekly summary ${run.week}: ${run.enqueued} opted-in user${run.enqueued === 1 ? '' : 's'}, ${run.failed} failed. E-mails (new ones only; a user gets one a week) are at /dev/mailbox.`,
  );
  return run.failed ? 1 : 0;
}

main().then((code) => process.exit(code));
