/**
 * Runs `act` with the functions' log lines captured at level info (they write JSON lines through
 * console.log and console.error, functions/kernel/log.ts) and returns the lines.
 */
export async function captureLogs(act: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const capture = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  const spies = [jest.spyOn(console, 'log').mockImplementation(capture), jest.spyOn(console, 'error').mockImplementation(capture)];
  const level = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'info';
  try {
    await act();
  } finally {
    process.env.LOG_LEVEL = level;
    spies.forEach((spy) => spy.mockRestore());
  }
  return lines;
}
