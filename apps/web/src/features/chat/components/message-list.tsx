import type { ChatMessage } from "@buildr/contracts/chat";
import { AlertTriangle, Bot, Copy, Pencil, RefreshCw, RotateCcw } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { THINKING_TIMEOUT_MS } from "../hooks/use-send-message";
import { Markdown } from "../lib/markdown";
import { showsMarketingCard } from "../lib/markers";
import { BundleCard } from "./bundle-card";
import { MarketingCard } from "./marketing-card";

function CoachAvatar() {
  return (
    <span
      aria-hidden
      className="mt-0.5 hidden size-8 shrink-0 place-items-center rounded-full bg-primary/15 text-primary sm:grid"
    >
      <Bot className="size-4" />
    </span>
  );
}

function CoachRow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn("flex items-start gap-3", className)}>
      <CoachAvatar />
      <div className="grid min-w-0 flex-1 gap-2">{children}</div>
    </div>
  );
}

export function UserBubble({ content, onEdit }: { content: string; onEdit?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start justify-end gap-1">
      {onEdit && (
        <Button
          variant="ghost"
          size="icon"
          className="mt-1 size-8 shrink-0 text-muted-foreground"
          onClick={onEdit}
          aria-label={t("chatTools.edit")}
        >
          <Pencil aria-hidden />
        </Button>
      )}
      <div className="max-w-[85%] rounded-2xl rounded-br-md bg-primary px-4 py-2.5 text-primary-foreground sm:max-w-[75%]">
        <span className="sr-only">{t("chat.you")}: </span>
        {/* The agent's own words, as typed: plain text keeps any HTML in them inert. */}
        <p className="whitespace-pre-wrap break-words">{content}</p>
      </div>
    </div>
  );
}

export function CoachBubble({
  message,
  onCopy,
  onRegenerate,
  versions,
}: {
  message: Pick<ChatMessage, "content" | "kind" | "bundle" | "role">;
  onCopy?: () => void;
  onRegenerate?: () => void;
  /** The earlier answers' control (1/2 ◀ ▶), when the coach answered this message more than once. */
  versions?: ReactNode;
}) {
  const { t } = useTranslation();
  const greeting = message.kind === "greeting";
  return (
    <CoachRow>
      <div
        className={cn(
          "min-w-0 rounded-2xl rounded-tl-md border bg-card px-4 py-3 text-card-foreground",
          greeting && "border-primary/40 bg-primary/5",
        )}
      >
        <span className="sr-only">{t("chat.coach")}: </span>
        <Markdown text={message.content} />
        {message.kind === "stopped" && (
          <p className="mt-2 border-t pt-2 text-xs text-muted-foreground">{t("chat.stopped")}</p>
        )}
      </div>
      {message.bundle && <BundleCard bundle={message.bundle} />}
      {showsMarketingCard(message) && <MarketingCard />}
      {(onCopy || onRegenerate || versions) && (
        <div className="flex flex-wrap items-center gap-1">
          {versions}
          {onCopy && (
            <Button variant="ghost" size="sm" className="h-8 px-2 text-muted-foreground" onClick={onCopy}>
              <Copy aria-hidden />
              <span className="sr-only sm:not-sr-only">{t("chat.actions.copy")}</span>
            </Button>
          )}
          {onRegenerate && (
            <Button
              variant="ghost"
              size="sm"
              className="h-8 px-2 text-muted-foreground"
              onClick={onRegenerate}
            >
              <RefreshCw aria-hidden />
              <span className="sr-only sm:not-sr-only">{t("chat.actions.regenerate")}</span>
            </Button>
          )}
        </div>
      )}
    </CoachRow>
  );
}

/**
 * docs/product/chat-coach.md#flow: "AI is thinking" until the first word arrives. Its limit is 15 s: past it the agent
 * is told the coach is still trying, while the stream stays open for the server's own attempts.
 */
export function ThinkingIndicator() {
  const { t } = useTranslation();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), THINKING_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <CoachRow>
      <div role="status" className="flex items-center gap-2 py-1.5 text-sm text-muted-foreground">
        <span className="flex gap-1" aria-hidden>
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="size-1.5 animate-bounce rounded-full bg-primary motion-reduce:animate-none"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </span>
        {t("chat.thinking")}
        {slow && <span>· {t("chat.slow")}</span>}
      </div>
    </CoachRow>
  );
}

/** A reply that did not come: the specified apology (or the timeout), and Regenerate. */
export function FailureNotice({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <CoachRow>
      <div className="grid gap-3 rounded-2xl rounded-tl-md border border-destructive/50 bg-destructive/10 px-4 py-3">
        <p className="flex items-start gap-2">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          {text}
        </p>
        <Button variant="outline" size="sm" className="justify-self-start" onClick={onRetry}>
          <RotateCcw aria-hidden />
          {t("chat.actions.retry")}
        </Button>
      </div>
    </CoachRow>
  );
}
