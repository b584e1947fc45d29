import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COPIED_MS, useCopied } from "./use-copied";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("a copy button's copied state", () => {
  it("lasts two seconds", () => {
    const { result } = renderHook(() => useCopied());
    expect(result.current.copied).toBe(false);
    act(() => result.current.markCopied());
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(COPIED_MS - 1));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
    expect(COPIED_MS).toBe(2000);
  });

  it("starts the two seconds again on a second copy", () => {
    const { result } = renderHook(() => useCopied());
    act(() => result.current.markCopied());
    act(() => vi.advanceTimersByTime(1500));
    act(() => result.current.markCopied());
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.copied).toBe(false);
  });
});
