/**
 * Asks the running local stack (`npm start`, through the web port: PORT or 5173) to run one of its
 * background jobs now, at the dev route that runs it (dev/jobs.ts).
 * @returns the route's JSON answer, or undefined after saying what went wrong.
 */
export async function runLocalJob<T>(name: string, path: string): Promise<T | undefined> {
  const url = `http://localhost:${process.env.PORT || 5173}${path}`;
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST' });
  } catch {
    console.error(`${name}: nothing answers at ${url}; is \`npm start\` running?`);
    return undefined;
  }
  if (!response.ok) {
    console.error(`${name}: ${url} answered ${response.status}`);
    return undefined;
  }
  return (await response.json()) as T;
}
