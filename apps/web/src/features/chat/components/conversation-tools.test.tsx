import type { Me } from "@buildr/contracts";
import type { ChatMessage } from "@buildr/contracts/chat";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { localDay } from "@/lib/format";
import { jsonResponse, serveRoutes } from "@/test/fake-fetch";
import { renderWithProviders } from "@/test/render";
import { sseResponse } from "@/test/sse";
import { matchShortcut } from "../hooks/use-chat-shortcuts";
import { ChatScreen } from "./chat-screen";

const ME: Me = {
  id: "u1",
  email: "dana@example.com",
  name: "Dana Rivers",
  role: "user",
  plan: null,
  isPaid: false,
  isUnlimited: false,
  allowance: { unlimited: false, remaining: 1, coachingRemaining: 5 },
  company: null,
  phone: null,
  referralCode: null,
  emailVerified: true,
  language: "en",
  createdAt: "2026-11-01T00:00:00.000Z",
};

const CONVERSATION = {
  id: "c1",
  title: "Medigap",
  language: "en" as const,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
};

const HISTORY: ChatMessage[] = [
  {
    id: "m1",
    role: "user",
    content: "What is Medigap plan G?",
    kind: null,
    createdAt: "2026-11-20T10:00:01Z",
  },
  {
    id: "m2",
    role: "assistant",
    content: "Plan G, latest.",
    kind: "product_info",
    createdAt: "2026-11-20T10:00:03Z",
  },
];

const base = (versions: unknown[] = []) => ({
  "GET /api/conversations": () => jsonResponse({ conversations: [CONVERSATION] }),
  "GET /api/conversations/c1/messages": () =>
    jsonResponse({ conversation: CONVERSATION, messages: HISTORY, hasMore: false }),
  "GET /api/conversations/c1/versions": () => jsonResponse({ versions }),
});

function renderChat() {
  return renderWithProviders(<ChatScreen me={ME} unlimited={false} startCheckout={async () => {}} />, {
    route: "/app?c=c1",
  });
}

const log = () => screen.getByRole("log", { name: "Conversation with the coach" });

describe("the chat's conversation tools", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("pages through the earlier answers a regenerate kept", async () => {
    serveRoutes(
      base([
        {
          messageId: "m1",
          replies: [
            {
              id: "m0",
              role: "assistant",
              content: "Plan G, first.",
              kind: "product_info",
              createdAt: "2026-11-20T10:00:02Z",
            },
          ],
        },
      ]),
    );
    renderChat();
    const answers = await within(log()).findByRole("group", { name: "Answers" });
    expect(within(answers).getByText("Answer 2 of 2")).toBeTruthy();
    fireEvent.click(within(answers).getByRole("button", { name: "Previous answer" }));
    await within(log()).findByText("Plan G, first.");
    expect(within(log()).queryByText("Plan G, latest.")).toBeNull();
    fireEvent.click(within(answers).getByRole("button", { name: "Next answer" }));
    await within(log()).findByText("Plan G, latest.");
  });

  it("edits the last message and sends the new words with editOf", async () => {
    const sent: Record<string, unknown>[] = [];
    serveRoutes({
      ...base(),
      "POST /api/chat": (_url, init) => {
        sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        const done = {
          conversationId: "c1",
          messageId: "m1",
          reply: {
            id: "m3",
            role: "assistant",
            content: "Plan N, explained.",
            kind: "product_info",
            language: "en",
            createdAt: "2026-11-20T10:05:00.000Z",
          },
          allowance: { unlimited: false, remaining: 1, coachingRemaining: 5 },
        };
        return sseResponse(`event: done\ndata: ${JSON.stringify(done)}\n\n`);
      },
    });
    renderChat();
    fireEvent.click(await within(log()).findByRole("button", { name: "Edit message" }));
    const box = within(log()).getByRole("textbox", { name: "Edit your message" });
    fireEvent.change(box, { target: { value: "What is Medigap plan N?" } });
    fireEvent.keyDown(box, { key: "Enter" });
    await within(log()).findByText("Plan N, explained.");
    expect(sent).toEqual([
      { conversationId: "c1", message: "What is Medigap plan N?", editOf: "m1", today: localDay() },
    ]);
    expect(within(log()).queryByText("What is Medigap plan G?")).toBeNull();
    expect(within(log()).queryByText("Plan G, latest.")).toBeNull();
  });

  it("stops a streaming answer with Escape", async () => {
    let aborted = false;
    serveRoutes({
      ...base(),
      "POST /api/chat": (_url, init) => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('event: delta\ndata: {"text":"Plan G covers"}\n\n'));
            init?.signal?.addEventListener("abort", () => {
              aborted = true;
              controller.error(new DOMException("Aborted", "AbortError"));
            });
          },
        });
        return sseResponse(body);
      },
    });
    renderChat();
    await within(log()).findByText("Plan G, latest.");
    const composer = screen.getByRole("textbox", { name: "Message the coach" });
    fireEvent.change(composer, { target: { value: "And plan N?" } });
    fireEvent.keyDown(composer, { key: "Enter" });
    await screen.findByRole("button", { name: "Stop" });
    fireEvent.keyDown(window, { key: "Escape" });
    await waitFor(() => expect(aborted).toBe(true));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Stop" })).toBeNull());
  });
});

describe("matchShortcut", () => {
  const key = (init: KeyboardEventInit, target?: HTMLElement) => {
    const event = new KeyboardEvent("keydown", init);
    if (target) Object.defineProperty(event, "target", { value: target });
    return matchShortcut(event);
  };

  it("knows each shortcut, with Ctrl or ⌘", () => {
    expect(key({ key: "O", ctrlKey: true, shiftKey: true })).toBe("newChat");
    expect(key({ key: "o", metaKey: true, shiftKey: true })).toBe("newChat");
    expect(key({ key: "k", ctrlKey: true })).toBe("search");
    expect(key({ key: "Escape" })).toBe("stop");
    expect(key({ key: "Escape", shiftKey: true })).toBe("focus");
    expect(key({ key: "/", ctrlKey: true })).toBe("help");
    expect(key({ key: "?", shiftKey: true }, document.body)).toBe("help");
  });

  it("leaves other keys, and a typed ? in a text field, alone", () => {
    expect(key({ key: "k" })).toBeNull();
    expect(key({ key: "o", ctrlKey: true })).toBeNull();
    expect(key({ key: "k", ctrlKey: true, altKey: true })).toBeNull();
    expect(key({ key: "?", shiftKey: true }, document.createElement("textarea"))).toBeNull();
  });
});
