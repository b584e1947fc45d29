import type { Me } from "@buildr/contracts";
import type { ChatMessage } from "@buildr/contracts/chat";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { localDay } from "@/lib/format";
import { jsonResponse, serveRoutes } from "@/test/fake-fetch";
import { renderWithProviders } from "@/test/render";
import { sseResponse } from "@/test/sse";
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

function message(n: number, role: "user" | "assistant", content = `${role} message ${n}`): ChatMessage {
  return {
    id: `m${n}`,
    role,
    content,
    kind: role === "user" ? null : "product_info",
    createdAt: new Date(Date.UTC(2026, 10, 20, 10, 0, n)).toISOString(),
  };
}

function renderChat() {
  return renderWithProviders(<ChatScreen me={ME} unlimited={false} startCheckout={async () => {}} />, {
    route: "/app?c=c1",
  });
}

const log = () => screen.getByRole("log", { name: "Conversation with the coach" });

describe("the chat screen's history", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the latest page, then puts earlier messages in front on request", async () => {
    const latest = [message(3, "user"), message(4, "assistant")];
    const older = [message(1, "user"), message(2, "assistant")];
    const fetchMock = serveRoutes({
      "GET /api/conversations": () => jsonResponse({ conversations: [CONVERSATION] }),
      "GET /api/conversations/c1/messages": (url) =>
        url.searchParams.get("before") === "m3"
          ? jsonResponse({ conversation: CONVERSATION, messages: older, hasMore: false })
          : jsonResponse({ conversation: CONVERSATION, messages: latest, hasMore: true }),
    });
    renderChat();
    await within(log()).findByText("user message 3");
    expect(within(log()).queryByText("user message 1")).toBeNull();

    fireEvent.click(within(log()).getByRole("button", { name: "Load earlier messages" }));
    await within(log()).findByText("user message 1");
    const shown = within(log())
      .getAllByText(/^(user|assistant) message \d$/)
      .map((el) => el.textContent);
    expect(shown).toEqual(["user message 1", "assistant message 2", "user message 3", "assistant message 4"]);
    // Nothing older is left: the button goes.
    expect(within(log()).queryByRole("button", { name: "Load earlier messages" })).toBeNull();
    const pageCall = fetchMock.mock.calls.find(([u]) => String(u).includes("before="));
    expect(String(pageCall![0])).toBe("/api/conversations/c1/messages?limit=30&before=m3");
  });

  it("regenerates the last reply without sending the agent's message again", async () => {
    const history = [
      message(1, "user", "What is Medigap plan G?"),
      message(2, "assistant", "Plan G, first answer."),
    ];
    const sent: Record<string, unknown>[] = [];
    serveRoutes({
      "GET /api/conversations": () => jsonResponse({ conversations: [CONVERSATION] }),
      "GET /api/conversations/c1/messages": () =>
        jsonResponse({ conversation: CONVERSATION, messages: history, hasMore: false }),
      "POST /api/chat": (_url, init) => {
        sent.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        const done = {
          conversationId: "c1",
          messageId: "m1",
          reply: {
            id: "m9",
            role: "assistant",
            content: "Plan G, second answer.",
            kind: "product_info",
            language: "en",
            createdAt: "2026-11-20T10:05:00.000Z",
          },
          allowance: { unlimited: false, remaining: 1, coachingRemaining: 5 },
        };
        return sseResponse(
          [
            'event: meta\ndata: {"conversationId":"c1","messageId":"m1"}\n\n',
            'event: delta\ndata: {"text":"Plan G, second answer."}\n\n',
            `event: done\ndata: ${JSON.stringify(done)}\n\n`,
          ].join(""),
        );
      },
    });
    renderChat();
    await within(log()).findByText("Plan G, first answer.");
    fireEvent.click(within(log()).getByRole("button", { name: "Regenerate" }));
    await within(log()).findByText("Plan G, second answer.");

    expect(sent).toEqual([
      { conversationId: "c1", message: "What is Medigap plan G?", regenerateOf: "m1", today: localDay() },
    ]);
    await waitFor(() => expect(within(log()).queryByText("Plan G, first answer.")).toBeNull());
    expect(within(log()).getAllByText("What is Medigap plan G?")).toHaveLength(1);
  });
});

describe("the chat screen before a conversation is open", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the agent's words in the composer instead of dropping them", async () => {
    const fetchMock = serveRoutes({
      // The conversation list has not answered yet: nothing is open to send to.
      "GET /api/conversations": () => new Promise<Response>(() => {}) as unknown as Response,
    });
    renderWithProviders(<ChatScreen me={ME} unlimited={false} startCheckout={async () => {}} />, {
      route: "/app",
    });
    const composer = await screen.findByRole("textbox", { name: "Message the coach" });
    fireEvent.change(composer, { target: { value: "What is plan G?" } });
    fireEvent.keyDown(composer, { key: "Enter" });
    expect((composer as HTMLTextAreaElement).value).toBe("What is plan G?");
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes("/api/chat"))).toBe(false);
  });
});
