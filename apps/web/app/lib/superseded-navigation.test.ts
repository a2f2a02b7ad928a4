import { describe, expect, it } from 'vitest';
import { isAbortError, quietCutShortNavigations } from './superseded-navigation.ts';

/** An `unhandledrejection` event as the browser dispatches it (cancelable, with its reason). */
function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
}

describe('a navigation cut short', () => {
  it('an AbortError nobody handled is marked handled; any other rejection is still reported', () => {
    const target = new EventTarget();
    quietCutShortNavigations(target);
    const aborted = rejection(new DOMException('signal is aborted without reason', 'AbortError'));
    target.dispatchEvent(aborted);
    expect(aborted.defaultPrevented).toBe(true);
    for (const reason of [new Error('AbortError'), new DOMException('quota', 'QuotaExceededError'), new TypeError('Failed to fetch'), 'AbortError', undefined]) {
      const other = rejection(reason);
      target.dispatchEvent(other);
      expect(other.defaultPrevented, String(reason)).toBe(false);
    }
  });

  it('recognises only DOMExceptions named AbortError', () => {
    expect(isAbortError(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isAbortError(Object.assign(new Error('x'), { name: 'AbortError' }))).toBe(false);
    expect(isAbortError(null)).toBe(false);
  });
});
