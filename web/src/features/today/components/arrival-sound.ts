// A soft two-note chime when a client checks in (issue 34), through Web Audio so no file is
// downloaded. Staff turn it off on the board; the choice is kept on this device only.
import { useEffect, useRef, useState } from 'react';

const storageKey = 'today-board-sound';

export function useSoundSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return globalThis.localStorage?.getItem(storageKey) !== 'off';
    } catch {
      return true;
    }
  });
  const set = (next: boolean) => {
    setOn(next);
    try {
      globalThis.localStorage?.setItem(storageKey, next ? 'on' : 'off');
    } catch {
      // A browser that keeps nothing still plays or mutes for this visit.
    }
  };
  return [on, set];
}

function chime() {
  const AudioContextClass = globalThis.AudioContext;
  if (!AudioContextClass) return;
  const context = new AudioContextClass();
  [660, 880].forEach((frequency, i) => {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const at = context.currentTime + i * 0.18;
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.08, at);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.4);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.4);
  });
}

/**
 * The ids of the bookings checked in that this board had not seen checked in before: the first
 * snapshot only learns who is already here, so opening the board never chimes.
 */
export function newArrivals(seen: ReadonlySet<string> | null, checkedIn: readonly string[]): string[] {
  return seen === null ? [] : checkedIn.filter((id) => !seen.has(id));
}

/** Chimes once per new arrival while `on`; `loaded` says the first snapshot is in. */
export function useArrivalChime(checkedIn: readonly string[], loaded: boolean, on: boolean) {
  const seen = useRef<Set<string> | null>(null);
  const key = checkedIn.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the ids' list.
  useEffect(() => {
    if (!loaded) return;
    const fresh = newArrivals(seen.current, checkedIn);
    seen.current = new Set(checkedIn);
    if (fresh.length > 0 && on) {
      try {
        chime();
      } catch {
        // No sound (autoplay refused): the badge still shows the arrival.
      }
    }
  }, [key, loaded, on]);
}
