import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataExport } from '#shared/schemas/user';
import { EXPORT_PREPARING } from '../../web/src/features/settings/components/data-controls-panel';
import { EXPORT_FAILED } from '../../web/src/features/settings/export-my-data';
import { downloadFile, REVOKE_AFTER_MS } from '../../web/src/lib/download-file';
import { chatMessage, chatSummary } from './helpers/chat';
import { ADA, deferred, errorReply, type Handlers, type Reply } from './helpers/fetch-mock';
import { openSettings } from './helpers/settings';

const EXPORT: DataExport = {
  exportedAt: '2026-11-22T21:30:00.000Z',
  account: ADA,
  safetyPlan: { plan: { warningSigns: ['I stop sleeping'], copingSteps: ['Walk'], contacts: [] }, updatedAt: '2026-11-20T09:00:00.000Z' },
  chats: [{ ...chatSummary({ title: 'First' }), messages: [chatMessage('user', 'Hi'), chatMessage('assistant', 'Hello there.')] }],
  sessions: [{ createdAt: '2026-11-22T09:00:00.000Z', expiresAt: '2026-11-27T09:00:00.000Z' }],
  reports: [],
  aboutReports: { suicideScore: 'What the score is.', redFlags: 'What red flags are.' },
  weeklySummaries: [],
  checkInsClosed: [],
  goals: [],
  checkIns: [],
  who5: [],
  memories: [],
  buddies: [],
  buddyInvites: [],
  buddyBlocks: [],
  buddyReports: [],
  buddyCheers: [],
  buddyShare: { checkInDays: false, streak: false, goalsCompleted: false, sessions: false },
  guardian: { guardians: [], teens: [], invites: [] },
};
const BLOB_URL = 'blob:http://localhost/the-export';
/** Late in the evening, local time: the file is named after the user's own day. */
const NOW = new Date(2026, 10, 22, 23, 30);
const FILE_NAME = 'blue-guardian-data-2026-11-22.json';

let createObjectURL: ReturnType<typeof vi.fn<(blob: Blob) => string>>;
let revokeObjectURL: ReturnType<typeof vi.fn<(url: string) => void>>;
/** Each click on a link: where it led, the file name it asked for, and whether it was in the page. */
let clicks: Array<{ href: string; download: string; inDocument: boolean }>;

// jsdom has no object URLs and does not download; these stand-ins record what the app asked for.
beforeEach(() => {
  createObjectURL = vi.fn(() => BLOB_URL);
  revokeObjectURL = vi.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  clicks = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    clicks.push({ href: this.href, download: this.download, inDocument: this.isConnected });
  });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Opens Settings > Data Controls with the export answered by `reply`, at NOW. */
async function openDataControls(reply: Reply | Handlers[string]) {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  const settings = await openSettings({ 'GET /api/user/export': reply }, 'Data Controls');
  const exportButton = within(settings.panel()).getByRole('button', { name: 'Export My Data' });
  return { ...settings, exportButton };
}

describe('Settings > Data Controls > Export My Data', () => {
  it('sits beside Delete All Chats, which stays as it was', async () => {
    const { panel, exportButton } = await openDataControls({ body: EXPORT });

    expect(within(panel()).getByRole('button', { name: 'Delete All Chats' })).toHaveAccessibleDescription(
      'Permanently delete every chat session.',
    );
    expect(exportButton).toHaveAccessibleDescription('Download everything your account holds as a JSON file.');
  });

  it('fetches the export once and downloads it as blue-guardian-data-YYYY-MM-DD.json, holding the JSON the API sent', async () => {
    // Prepare
    const { user, mock, panel, exportButton } = await openDataControls({ body: EXPORT });
    // Act
    await user.click(exportButton);
    // Assess
    await waitFor(() => expect(within(panel()).getByRole('status')).toHaveTextContent(`Your download has started: ${FILE_NAME}`));
    expect(mock.callsTo('GET /api/user/export')).toHaveLength(1);
    expect(mock.callsTo('GET /api/user/export')[0]).toMatchObject({ credentials: 'same-origin', body: undefined });
    expect(clicks).toEqual([{ href: BLOB_URL, download: FILE_NAME, inDocument: true }]);
    expect(document.querySelector(`a[download]`)).toBeNull();
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual(EXPORT);
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
    expect(mock.unhandled).toEqual([]);
  });

  it('shows that it is busy while the export is prepared, and ignores a second press meanwhile', async () => {
    const held = deferred<Reply>();
    const { user, mock, panel, exportButton } = await openDataControls(() => held.promise);

    await user.click(exportButton);

    expect(exportButton).toHaveAttribute('aria-disabled', 'true');
    expect(within(panel()).getByRole('status')).toHaveTextContent(EXPORT_PREPARING);
    await user.click(exportButton);
    expect(mock.callsTo('GET /api/user/export')).toHaveLength(1);

    held.resolve({ body: EXPORT });

    await waitFor(() => expect(within(panel()).getByRole('status')).toHaveTextContent(FILE_NAME));
    expect(exportButton).not.toHaveAttribute('aria-disabled');
    expect(clicks).toHaveLength(1);
  });

  it('says clearly when the export failed, and downloads nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, panel, exportButton } = await openDataControls(
      errorReply(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'),
    );

    await user.click(exportButton);

    expect(await within(panel()).findByRole('alert')).toHaveTextContent(EXPORT_FAILED);
    expect(within(panel()).getByRole('status')).toHaveTextContent('');
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(clicks).toEqual([]);
    expect(exportButton).not.toHaveAttribute('aria-disabled');
  });

  it('keeps the API’s words on when to try again over the hourly limit', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, panel, exportButton } = await openDataControls(
      errorReply(429, 'RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.'),
    );

    await user.click(exportButton);

    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes and try again.');
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
  });
});

describe('downloadFile', () => {
  it('revokes the object URL once the browser has had time to read it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    downloadFile('notes.json', '{}', 'application/json');

    expect(clicks).toEqual([{ href: BLOB_URL, download: 'notes.json', inDocument: true }]);
    vi.advanceTimersByTime(REVOKE_AFTER_MS - 1);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(revokeObjectURL).toHaveBeenCalledWith(BLOB_URL);
  });
});
