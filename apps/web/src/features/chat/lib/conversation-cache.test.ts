import type { ChatMessage } from "@buildr/contracts/chat";
import { describe, expect, it } from "vitest";
import type { ConversationMessages } from "../api/get-messages";
import { appendMessages, editedMessage, isLocalId, renameMessage, replaceReply } from "./conversation-cache";

const message = (id: string, role: "user" | "assistant", content = id): ChatMessage => ({
  id,
  role,
  content,
  kind: role === "user" ? null : "coaching",
  createdAt: "2026-11-20T10:00:00.000Z",
});

const page = (...messages: ChatMessage[]): ConversationMessages => ({
  conversation: {
    id: "c1",
    title: "Plan G",
    language: "en",
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
  },
  messages,
  hasMore: false,
});

const ids = (data: ConversationMessages | undefined) => data?.messages.map((m) => m.id);

describe("the conversation's cached messages while one is sent", () => {
  it("shows the agent's message at once, then under its stored id", () => {
    const shown = appendMessages(
      page(message("m1", "user"), message("r1", "assistant")),
      message("local-x", "user"),
    );
    expect(ids(shown)).toEqual(["m1", "r1", "local-x"]);
    expect(ids(renameMessage(shown, "local-x", "m2"))).toEqual(["m1", "r1", "m2"]);
    expect(isLocalId("local-x")).toBe(true);
    expect(isLocalId("m2")).toBe(false);
  });

  it("replaces what followed a message answered again, or adds the reply when the message is not there", () => {
    const data = page(message("m1", "user"), message("r1", "assistant"));
    expect(ids(replaceReply(data, "m1", message("r2", "assistant")))).toEqual(["m1", "r2"]);
    expect(ids(replaceReply(data, "m9", message("r2", "assistant")))).toEqual(["m1", "r1", "r2"]);
  });

  it("gives an edited message its new words and drops its old reply", () => {
    const edited = editedMessage(page(message("m1", "user", "old"), message("r1", "assistant")), "m1", "new");
    expect(edited?.messages).toEqual([{ ...message("m1", "user"), content: "new" }]);
  });

  it("leaves a conversation not in the cache alone", () => {
    expect(appendMessages(undefined, message("m1", "user"))).toBeUndefined();
    expect(replaceReply(undefined, "m1", message("r1", "assistant"))).toBeUndefined();
  });
});
