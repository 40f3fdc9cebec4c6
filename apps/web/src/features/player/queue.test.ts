import { describe, expect, it } from 'vitest';
import {
  audibleVolume,
  clampSeek,
  createQueue,
  currentListIndex,
  currentTrack,
  cycleMode,
  DEFAULT_VOLUME,
  goToPosition,
  jumpTo,
  moveInQueue,
  nextStep,
  playOrder,
  previousStep,
  type Queue,
  removeFromQueue,
  type Step,
  setShuffle,
  setVolume,
  startIndexOf,
  toggleMute,
} from './queue.ts';

const tracks = ['a', 'b', 'c', 'd', 'e'];

/** The track a step lands on, or what it does instead. */
function landing(step: Step<string>): string {
  if (step.kind === 'restart') return 'restart';
  if (step.kind === 'stop') return `stop on ${currentTrack(step.queue)}`;
  return currentTrack(step.queue)!;
}

describe('createQueue', () => {
  it('starts on the given track in list order', () => {
    const queue = createQueue(tracks, 2);
    expect(currentTrack(queue)).toBe('c');
    expect(queue.order).toEqual([0, 1, 2, 3, 4]);
    expect(queue.isShuffled).toBe(false);
  });

  it('clamps a start index outside the list', () => {
    expect(currentTrack(createQueue(tracks, 99))).toBe('e');
    expect(currentTrack(createQueue(tracks, -3))).toBe('a');
    expect(currentTrack(createQueue([], 0))).toBeNull();
  });
});

describe('next', () => {
  it('moves to the following track in every mode', () => {
    for (const mode of ['normal', 'repeat-all'] as const) {
      expect(landing(nextStep(createQueue(tracks, 1), mode, 'ended'))).toBe('c');
      expect(landing(nextStep(createQueue(tracks, 1), mode, 'skip'))).toBe('c');
    }
    expect(landing(nextStep(createQueue(tracks, 1), 'repeat-one', 'skip'))).toBe('c');
  });

  it('stops at the end of the list in normal mode, ended or skipped', () => {
    expect(landing(nextStep(createQueue(tracks, 4), 'normal', 'ended'))).toBe('stop on e');
    expect(landing(nextStep(createQueue(tracks, 4), 'normal', 'skip'))).toBe('stop on e');
  });

  it('wraps to the first track in repeat-all', () => {
    expect(landing(nextStep(createQueue(tracks, 4), 'repeat-all', 'ended'))).toBe('a');
    expect(landing(nextStep(createQueue(tracks, 4), 'repeat-all', 'skip'))).toBe('a');
  });

  it('restarts the track at its end in repeat-one', () => {
    expect(landing(nextStep(createQueue(tracks, 1), 'repeat-one', 'ended'))).toBe('restart');
    expect(landing(nextStep(createQueue(tracks, 4), 'repeat-one', 'ended'))).toBe('restart');
  });

  it('moves on, wrapping at the end, when the user skips in repeat-one', () => {
    expect(landing(nextStep(createQueue(tracks, 4), 'repeat-one', 'skip'))).toBe('a');
  });

  it('stops on an empty queue', () => {
    expect(nextStep(createQueue<string>([]), 'repeat-all', 'skip').kind).toBe('stop');
  });
});

describe('previous', () => {
  it('restarts the current track after more than 3 s', () => {
    expect(landing(previousStep(createQueue(tracks, 2), 'normal', 3.1))).toBe('restart');
    expect(landing(previousStep(createQueue(tracks, 2), 'normal', 120))).toBe('restart');
  });

  it('goes to the previous track within the first 3 s', () => {
    expect(landing(previousStep(createQueue(tracks, 2), 'normal', 0))).toBe('b');
    expect(landing(previousStep(createQueue(tracks, 2), 'normal', 3))).toBe('b');
    expect(landing(previousStep(createQueue(tracks, 2), 'repeat-one', 1))).toBe('b');
  });

  it('restarts the first track, except in repeat-all which wraps to the last', () => {
    expect(landing(previousStep(createQueue(tracks, 0), 'normal', 1))).toBe('restart');
    expect(landing(previousStep(createQueue(tracks, 0), 'repeat-one', 1))).toBe('restart');
    expect(landing(previousStep(createQueue(tracks, 0), 'repeat-all', 1))).toBe('e');
    expect(landing(previousStep(createQueue(['solo'], 0), 'repeat-all', 1))).toBe('restart');
  });
});

describe('modes', () => {
  it('cycle normal → repeat-all → repeat-one → normal', () => {
    expect(cycleMode('normal')).toBe('repeat-all');
    expect(cycleMode('repeat-all')).toBe('repeat-one');
    expect(cycleMode('repeat-one')).toBe('normal');
  });
});

describe('jumpTo', () => {
  it('plays the clicked track of the list, shuffled or not', () => {
    expect(currentTrack(jumpTo(createQueue(tracks, 0), 3))).toBe('d');
    const shuffled = setShuffle(createQueue(tracks, 0), true, () => 0);
    expect(currentTrack(jumpTo(shuffled, 3))).toBe('d');
    expect(currentListIndex(jumpTo(shuffled, 3))).toBe(3);
  });
});

/** A fixed sequence of "random" numbers. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('shuffle', () => {
  it('keeps the current track first and puts every other track after it once', () => {
    const queue = setShuffle(createQueue(tracks, 2), true, sequence(0.1, 0.9, 0.5, 0.3));
    expect(queue.isShuffled).toBe(true);
    expect(queue.position).toBe(0);
    expect(currentTrack(queue)).toBe('c');
    expect([...queue.order].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(queue.order[0]).toBe(2);
  });

  it('orders the rest by the random source (Fisher–Yates)', () => {
    // rest = [0,1,3,4]; with 0 every step swaps with the first element.
    expect(setShuffle(createQueue(tracks, 2), true, () => 0).order).toEqual([2, 1, 3, 4, 0]);
    // with 0.999… every element stays where it is.
    expect(setShuffle(createQueue(tracks, 2), true, () => 0.999).order).toEqual([2, 0, 1, 3, 4]);
    // a source returning exactly 1 cannot index past the list.
    expect(setShuffle(createQueue(tracks, 2), true, () => 1).order).toEqual([2, 0, 1, 3, 4]);
  });

  it('plays the shuffled order with next', () => {
    let queue: Queue<string> = setShuffle(createQueue(tracks, 2), true, () => 0);
    const played = [currentTrack(queue)];
    for (let i = 0; i < 4; i++) {
      const step = nextStep(queue, 'normal', 'ended');
      if (step.kind !== 'play') throw new Error(step.kind);
      queue = step.queue;
      played.push(currentTrack(queue));
    }
    expect(played).toEqual(['c', 'b', 'd', 'e', 'a']);
    expect(nextStep(queue, 'normal', 'ended').kind).toBe('stop');
  });

  it('un-shuffling restores the list order on the current track', () => {
    let queue = setShuffle(createQueue(tracks, 2), true, () => 0);
    queue = jumpTo(queue, 4);
    queue = setShuffle(queue, false);
    expect(queue.isShuffled).toBe(false);
    expect(queue.order).toEqual([0, 1, 2, 3, 4]);
    expect(currentTrack(queue)).toBe('e');
  });
});

describe('volume and mute', () => {
  it('starts at 0.7, not muted', () => {
    expect(DEFAULT_VOLUME).toEqual({ volume: 0.7, isMuted: false });
    expect(audibleVolume(DEFAULT_VOLUME)).toBe(0.7);
  });

  it('sets a level clamped to [0, 1]', () => {
    expect(setVolume(DEFAULT_VOLUME, 0.4)).toEqual({ volume: 0.4, isMuted: false });
    expect(setVolume(DEFAULT_VOLUME, 3)).toEqual({ volume: 1, isMuted: false });
    expect(setVolume(DEFAULT_VOLUME, Number.NaN)).toEqual(DEFAULT_VOLUME);
  });

  it('mutes at 0 and keeps the previous level for un-muting', () => {
    const muted = setVolume({ volume: 0.4, isMuted: false }, 0);
    expect(muted.isMuted).toBe(true);
    expect(audibleVolume(muted)).toBe(0);
    expect(setVolume(muted, -1).isMuted).toBe(true);
    const unmuted = toggleMute(muted);
    expect(unmuted).toEqual({ volume: 0.4, isMuted: false });
    expect(audibleVolume(unmuted)).toBe(0.4);
  });

  it('mute toggles without losing the level, and raising the level un-mutes', () => {
    const muted = toggleMute({ volume: 0.5, isMuted: false });
    expect(audibleVolume(muted)).toBe(0);
    expect(toggleMute(muted)).toEqual({ volume: 0.5, isMuted: false });
    expect(setVolume(muted, 0.2)).toEqual({ volume: 0.2, isMuted: false });
  });
});

describe('clampSeek', () => {
  it('keeps a seek inside the track', () => {
    expect(clampSeek(42, 180)).toBe(42);
    expect(clampSeek(-5, 180)).toBe(0);
    expect(clampSeek(500, 180)).toBe(180);
    expect(clampSeek(Number.NaN, 180)).toBe(0);
  });

  it('only bounds below while the duration is unknown', () => {
    expect(clampSeek(500, Number.NaN)).toBe(500);
    expect(clampSeek(500, 0)).toBe(500);
    expect(clampSeek(-1, Number.NaN)).toBe(0);
  });
});

describe('starting a list at a track', () => {
  const songs = [{ id: 11 }, { id: 12 }, { id: 13 }];

  it('finds the chosen track, so the queue starts on it and not on track 1', () => {
    const queue = createQueue(songs, startIndexOf(songs, 13));
    expect(currentTrack(queue)).toEqual({ id: 13 });
    const step = nextStep(queue, 'repeat-all', 'skip');
    expect(step.kind === 'play' && currentTrack(step.queue)).toEqual({ id: 11 });
  });

  it('starts at the first track when the chosen one is not in the list', () => {
    expect(startIndexOf(songs, 99)).toBe(0);
  });
});

describe('moveInQueue', () => {
  it('moves a later track up, the current track still playing', () => {
    const queue = moveInQueue(createQueue(tracks, 1), 4, 2);
    expect(playOrder(queue)).toEqual(['a', 'b', 'e', 'c', 'd']);
    expect(currentTrack(queue)).toBe('b');
    expect(landing(nextStep(queue, 'normal', 'skip'))).toBe('e');
  });

  it('moves a track down, clamped to the end of the queue', () => {
    const queue = moveInQueue(createQueue(tracks, 0), 1, 99);
    expect(playOrder(queue)).toEqual(['a', 'c', 'd', 'e', 'b']);
    expect(currentTrack(queue)).toBe('a');
  });

  it('keeps the position on the current track when a track crosses it', () => {
    const down = moveInQueue(createQueue(tracks, 2), 0, 3);
    expect(playOrder(down)).toEqual(['b', 'c', 'd', 'a', 'e']);
    expect(down.position).toBe(1);
    expect(currentTrack(down)).toBe('c');
    const current = moveInQueue(createQueue(tracks, 2), 2, 0);
    expect(currentTrack(current)).toBe('c');
    expect(current.position).toBe(0);
    expect(landing(nextStep(current, 'normal', 'skip'))).toBe('a');
  });

  it('moves within the shuffled order', () => {
    const shuffled = setShuffle(createQueue(tracks, 0), true, () => 0);
    const before = playOrder(shuffled);
    const moved = moveInQueue(shuffled, 4, 1);
    expect(playOrder(moved)).toEqual([before[0], before[4], before[1], before[2], before[3]]);
    expect(moved.isShuffled).toBe(true);
  });

  it('leaves the queue as it is for a position outside it', () => {
    const queue = createQueue(tracks, 0);
    expect(moveInQueue(queue, 7, 1)).toBe(queue);
    expect(moveInQueue(queue, -1, 1)).toBe(queue);
    expect(moveInQueue(queue, 2, 2)).toBe(queue);
  });
});

describe('removeFromQueue', () => {
  it('takes a later track out: next skips it', () => {
    const queue = removeFromQueue(createQueue(tracks, 1), 2);
    expect(playOrder(queue)).toEqual(['a', 'b', 'd', 'e']);
    expect(currentTrack(queue)).toBe('b');
    expect(landing(nextStep(queue, 'normal', 'skip'))).toBe('d');
  });

  it('takes an earlier track out, still on the current track', () => {
    const queue = removeFromQueue(createQueue(tracks, 3), 0);
    expect(playOrder(queue)).toEqual(['b', 'c', 'd', 'e']);
    expect(currentTrack(queue)).toBe('d');
    expect(landing(previousStep(queue, 'normal', 0))).toBe('c');
  });

  it('never removes the track playing', () => {
    const queue = createQueue(tracks, 2);
    expect(removeFromQueue(queue, 2)).toBe(queue);
    expect(removeFromQueue(queue, 9)).toBe(queue);
  });

  it('keeps a removed track out when shuffle goes on and off', () => {
    const queue = removeFromQueue(createQueue(tracks, 0), 3);
    const shuffled = setShuffle(queue, true, () => 0.5);
    expect(shuffled.order).toHaveLength(4);
    expect(playOrder(shuffled)).not.toContain('d');
    expect(playOrder(shuffled)[0]).toBe('a');
    const back = setShuffle(shuffled, false);
    expect(playOrder(back)).toEqual(['a', 'b', 'c', 'e']);
    expect(currentTrack(back)).toBe('a');
  });

  it('ends the queue at its new last track in normal mode', () => {
    const queue = removeFromQueue(createQueue(tracks, 3), 4);
    expect(landing(nextStep(queue, 'normal', 'ended'))).toBe('stop on d');
  });
});

describe('goToPosition', () => {
  it('plays the track at a position of the play order, clamped', () => {
    const queue = moveInQueue(createQueue(tracks, 0), 4, 1);
    expect(currentTrack(goToPosition(queue, 1))).toBe('e');
    expect(currentTrack(goToPosition(queue, 42))).toBe('d');
    expect(goToPosition(createQueue([], 0), 1).position).toBe(0);
  });
});
