import { describe, expect, it } from "vitest";
import { mailtoHref } from "./mailto";

/** What a mail client reads from the link: the recipients and the headers. */
function parse(href: string) {
  const url = new URL(href);
  return { to: decodeURIComponent(url.pathname), headers: Object.fromEntries(url.searchParams) };
}

describe("mailtoHref", () => {
  it("links a plain address as it is, with an encoded subject", () => {
    expect(mailtoHref("grace.kim@example.com")).toBe("mailto:grace.kim@example.com");
    expect(mailtoHref("grace.kim@example.com", { subject: "Re: PDF & printing?" })).toBe(
      "mailto:grace.kim@example.com?subject=Re%3A%20PDF%20%26%20printing%3F",
    );
  });

  it("keeps mail-link parameters inside a stored address from becoming headers (docs/product/compliance.md#security)", () => {
    const href = mailtoHref("a@b.c?bcc=x@evil.example&body=Wire the money", { subject: "Re: help" });
    const { to, headers } = parse(href);
    expect(to).toBe("a@b.c?bcc=x@evil.example&body=Wire the money");
    expect(headers).toEqual({ subject: "Re: help" });
    expect(href).not.toContain("bcc=");
  });

  it("keeps a comma or a hash from adding a recipient or cutting the link", () => {
    const { to, headers } = parse(mailtoHref("grace@example.com,x@evil.example#frag", { subject: "S" }));
    expect(to).toBe("grace@example.com,x@evil.example#frag");
    expect(headers).toEqual({ subject: "S" });
  });
});
