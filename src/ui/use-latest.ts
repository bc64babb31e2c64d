// The value of the last render, for callbacks bound once (a machine provided once for useMachine,
// whose actions must still call the screen's current handlers and texts).
import { useEffect, useRef, type RefObject } from 'react';

export function useLatest<T>(value: T): RefObject<T> {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  return latest;
}
