import type { ReactNode } from "react";

/**
 * The little Markdown the coach writes (paragraphs, **bold**, `code`, "- " bullets, numbered lists, line
 * breaks), turned into React elements. Text only ever becomes text nodes: HTML in a message, the agent's
 * or a model's, shows as the characters it is and never runs.
 */

/** A line of the message and where it sits in it (its line number is its identity when rendered). */
export interface MarkdownLine {
  at: number;
  text: string;
}

export type MarkdownBlock =
  | { type: "paragraph"; at: number; lines: MarkdownLine[] }
  | { type: "heading"; at: number; text: string }
  | { type: "bullets"; at: number; items: MarkdownLine[] }
  | { type: "numbered"; at: number; start: number; items: MarkdownLine[] };

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,3})[.)]\s+(.*)$/;
const HEADING = /^\s*#{1,6}\s+(.*)$/;

export function parseMarkdown(text: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  // A blank line ends the block above it, so the next line starts a new one even of the same kind.
  let open = false;
  text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .forEach((raw, at) => {
      const line = raw.trimEnd();
      if (line.trim() === "") {
        open = false;
        return;
      }
      const heading = HEADING.exec(line);
      const bullet = BULLET.exec(line);
      const numbered = NUMBERED.exec(line);
      const block = open ? blocks[blocks.length - 1] : undefined;
      open = true;
      if (heading) {
        blocks.push({ type: "heading", at, text: heading[1]! });
        open = false;
      } else if (bullet) {
        const item = { at, text: bullet[1]! };
        if (block?.type === "bullets") block.items.push(item);
        else blocks.push({ type: "bullets", at, items: [item] });
      } else if (numbered) {
        const item = { at, text: numbered[2]! };
        if (block?.type === "numbered") block.items.push(item);
        else blocks.push({ type: "numbered", at, start: Number(numbered[1]), items: [item] });
      } else if ((block?.type === "bullets" || block?.type === "numbered") && /^\s/.test(line)) {
        // An indented line carries on the list item above it.
        const item = block.items[block.items.length - 1]!;
        item.text += ` ${line.trim()}`;
      } else if (block?.type === "paragraph") {
        block.lines.push({ at, text: line.trim() });
      } else {
        blocks.push({ type: "paragraph", at, lines: [{ at, text: line.trim() }] });
      }
    });
  return blocks;
}

const INLINE = /(\*\*[^*\n]+?\*\*|__[^_\n]+?__|`[^`\n]+`)/g;

/** Bold and code inside a line; each piece is keyed by where it starts in the line. */
export function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let offset = 0;
  for (const part of text.split(INLINE)) {
    const key = offset;
    offset += part.length;
    if (part === "") continue;
    if ((part.startsWith("**") && part.endsWith("**")) || (part.startsWith("__") && part.endsWith("__")))
      nodes.push(
        <strong key={key} className="font-semibold">
          {part.slice(2, -2)}
        </strong>,
      );
    else if (part.startsWith("`") && part.endsWith("`") && part.length > 1)
      nodes.push(
        <code key={key} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">
          {part.slice(1, -1)}
        </code>,
      );
    else nodes.push(<span key={key}>{part}</span>);
  }
  return nodes;
}

function Block({ block }: { block: MarkdownBlock }) {
  switch (block.type) {
    case "heading":
      return <p className="font-semibold">{renderInline(block.text)}</p>;
    case "bullets":
      return (
        <ul className="grid list-disc gap-1 pl-5">
          {block.items.map((item) => (
            <li key={item.at}>{renderInline(item.text)}</li>
          ))}
        </ul>
      );
    case "numbered":
      return (
        <ol start={block.start} className="grid list-decimal gap-1 pl-5">
          {block.items.map((item) => (
            <li key={item.at}>{renderInline(item.text)}</li>
          ))}
        </ol>
      );
    default:
      return (
        <p>
          {block.lines.map((line) => (
            <span key={line.at}>
              {line.at !== block.at && <br />}
              {renderInline(line.text)}
            </span>
          ))}
        </p>
      );
  }
}

export function Markdown({ text }: { text: string }) {
  return (
    <div className="grid gap-2 leading-relaxed break-words">
      {parseMarkdown(text).map((block) => (
        <Block key={block.at} block={block} />
      ))}
    </div>
  );
}
