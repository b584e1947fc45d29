import type { AdminSupportList } from "@buildr/contracts/admin";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "@/test/fake-fetch";
import { renderWithProviders } from "@/test/render";
import { SupportInbox } from "./support-inbox";

afterEach(() => vi.unstubAllGlobals());

describe("the admin support inbox", () => {
  it("replies to a stored address with mail-link parameters without obeying them (docs/product/compliance.md#security)", async () => {
    const list: AdminSupportList = {
      requests: [
        {
          id: "r1",
          name: "Mallory",
          // Stored before the server's strict address rule.
          email: "a@b.c?bcc=x@evil.example&body=Wire the money",
          subject: "Help & thanks",
          message: "Please call me back about my bundle.",
          category: "other",
          priority: false,
          createdAt: "2026-11-20T10:00:00.000Z",
          handledAt: null,
          handledByEmail: null,
        },
      ],
      total: 1,
      open: 1,
    };
    stubFetch(() => jsonResponse(list));
    renderWithProviders(<SupportInbox />);
    const link = await screen.findByRole("link", { name: "Reply by email" });
    const href = new URL(link.getAttribute("href")!);
    expect(href.protocol).toBe("mailto:");
    expect(Object.fromEntries(href.searchParams)).toEqual({ subject: "Re: Help & thanks" });
    expect(decodeURIComponent(href.pathname)).toBe("a@b.c?bcc=x@evil.example&body=Wire the money");
  });
});
