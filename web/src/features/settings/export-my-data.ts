import { messages } from '#shared/messages';
import { ApiError, errorMessage } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { exportData } from './api/export-data';

export const EXPORT_FAILED = "We couldn't export your data. Please try again.";

/** What Settings > Data Controls shows once an export is over. */
export interface ExportOutcome {
  tone: 'success' | 'error';
  text: string;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** `blue-guardian-data-YYYY-MM-DD.json`, dated in the user's own time zone: the day they see on their calendar. */
export const exportFileName = (at: Date): string =>
  `blue-guardian-data-${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())}.json`;

/**
 * Export My Data (SAFETY.md 12): fetches everything the account holds and saves it as a JSON file.
 * Over the hourly limit the API's own words say when to try again.
 */
export async function exportMyData(at: Date = new Date()): Promise<ExportOutcome> {
  try {
    const data = await exportData();
    const fileName = exportFileName(at);
    downloadFile(fileName, JSON.stringify(data, null, 2), 'application/json');
    return { tone: 'success', text: `Your download has started: ${fileName}` };
  } catch (error) {
    console.warn('Could not export the data', error);
    const limited = error instanceof ApiError && error.status === 429;
    return { tone: 'error', text: limited ? errorMessage(error, messages.rateLimited) : EXPORT_FAILED };
  }
}
