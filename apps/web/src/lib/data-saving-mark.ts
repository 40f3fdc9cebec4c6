// A mark in localStorage telling the player's quality, without loading « Mon forfait », that the
// listener's plan is nearly spent: Auto plays Éco until the date the mark holds (the plan's next renewal).

const KEY = 'sanza.data-saving-until';

/** Whether Auto should save data at `now`: a mark set and its renewal not reached. */
export function isDataSavingMarked(now = Date.now()): boolean {
  try {
    const until = window.localStorage.getItem(KEY);
    return until !== null && now < Date.parse(until);
  } catch {
    return false;
  }
}

/** Marks Auto to save data until `until` (the next renewal), or clears the mark with null. */
export function setDataSavingMark(until: Date | null): void {
  try {
    if (until) window.localStorage.setItem(KEY, until.toISOString());
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): Auto then follows the connection only.
  }
}
