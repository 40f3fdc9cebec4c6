// Two marks in localStorage telling the entry code, without opening IndexedDB (nor downloading the code that
// does), whether this device holds downloaded songs or plays waiting to be sent. A visitor who never
// downloads nor listens offline pays nothing for either feature.

const DOWNLOADS_KEY = 'sanza.has-downloads';
const PENDING_PLAYS_KEY = 'sanza.has-pending-plays';

function read(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function write(key: string, isSet: boolean): void {
  try {
    if (isSet) window.localStorage.setItem(key, '1');
    else window.localStorage.removeItem(key);
  } catch {
    // Storage refused (private mode): the features still work, only without the shortcut.
  }
}

/** Whether songs may be downloaded on this device (set by the downloads, cleared when the last one goes). */
export function hasDownloadsMark(): boolean {
  return read(DOWNLOADS_KEY);
}

/** Records whether this device holds downloaded songs. */
export function setDownloadsMark(has: boolean): void {
  write(DOWNLOADS_KEY, has);
}

/** Whether plays heard offline may be waiting to be sent. */
export function hasPendingPlaysMark(): boolean {
  return read(PENDING_PLAYS_KEY);
}

/** Records whether plays are waiting to be sent. */
export function setPendingPlaysMark(has: boolean): void {
  write(PENDING_PLAYS_KEY, has);
}
