import type { ChatMessage } from "@buildr/contracts/chat";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useFollowLog } from "./use-follow-log";

const message = (id: string): ChatMessage => ({
  id,
  role: "assistant",
  content: id,
  kind: "coaching",
  createdAt: "2026-11-20T10:00:00.000Z",
});

let follow: ReturnType<typeof useFollowLog>;

function Log({ messages, following }: { messages: ChatMessage[]; following: boolean }) {
  follow = useFollowLog(messages, following);
  return <div ref={follow.log} data-testid="log" />;
}

/** jsdom lays nothing out: the log's heights are set by hand. */
function sized(el: HTMLElement, scrollHeight: number, clientHeight = 100) {
  Object.defineProperty(el, "scrollHeight", { configurable: true, value: scrollHeight });
  Object.defineProperty(el, "clientHeight", { configurable: true, value: clientHeight });
}

describe("following the conversation", () => {
  it("goes to the newest message while followed, and not before the conversation starts", () => {
    const { getByTestId, rerender } = render(<Log messages={[message("greeting")]} following={false} />);
    const el = getByTestId("log");
    sized(el, 500);
    rerender(<Log messages={[message("greeting")]} following={false} />);
    expect(el.scrollTop).toBe(0);
    rerender(<Log messages={[message("greeting"), message("m1")]} following />);
    expect(el.scrollTop).toBe(500);
  });

  it("keeps the agent's place when earlier messages are put in front", () => {
    const { getByTestId, rerender } = render(<Log messages={[message("m3")]} following />);
    const el = getByTestId("log");
    sized(el, 500);
    el.scrollTop = 200;
    follow.keepPlace();
    sized(el, 900);
    rerender(<Log messages={[message("m1"), message("m2"), message("m3")]} following />);
    // 300 from the bottom before, 300 from the bottom after.
    expect(el.scrollTop).toBe(600);
  });
});
