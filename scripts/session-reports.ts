import { SESSION_REPORTS_PATH } from '../dev/report-jobs';

/**
 * `npm run session-reports`: makes the session reports `npm start` is waiting to make, now, rather
 * than after REPORT_QUIET_SECONDS of quiet. It asks the running local stack (through the web port,
 * PORT or 5173), whose API server holds the waiting jobs (dev/report-jobs.ts).
 */
async function main(): Promise<number> {
  const url = `http://localhost:${process.env.PORT || 5173}${SESSION_REPORTS_PATH}`;
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST' });
  } catch {
    console.error(`session-reports: nothing answers at ${url}; is \`npm start\` running?`);
    return 1;
  }
  if (!response.ok) {
    console.error(`session-reports: ${url} answered ${response.status}`);
    return 1;
  }
  const { ran } = (await response.json()) as { ran: number };
  console.log(`Ran ${ran} waiting session report job${ran === 1 ? '' : 's'}.`);
  return 0;
}

main().then((code) => process.exit(code));
