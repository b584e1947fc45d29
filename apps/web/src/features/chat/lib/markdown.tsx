import ReactMarkdown, { type Components } from "react-markdown";
import { Link } from "react-router";
import rehypeSanitize from "rehype-sanitize";
import remarkBreaks from "remark-breaks";
import remarkGfm from "remark-gfm";

/**
 * What the coach and the models write, as GitHub-flavoured Markdown (react-markdown with remark-gfm):
 * paragraphs with their line breaks, **bold**, *emphasis*, lists, tables, block quotes (the engine's
 * scripts are quoted lines to say), `code` and code blocks, links. It loads with the chat's own chunk.
 * Raw HTML in a message, the agent's or a model's, shows as the characters it is and never runs;
 * rehype-sanitize then keeps only safe elements and attributes, and unsafe link targets are dropped.
 * A link to one of the app's own screens (the lead a "yes" saved) opens in place; any other in a new tab.
 */
const LINK_CLASS = "font-medium text-primary underline underline-offset-2";

const components: Components = {
  p: (props) => <p {...strip(props)} />,
  strong: (props) => <strong className="font-semibold" {...strip(props)} />,
  a: ({ href, children }) =>
    href?.startsWith("/app/") ? (
      <Link to={href} className={LINK_CLASS}>
        {children}
      </Link>
    ) : (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow" className={LINK_CLASS}>
        {children}
      </a>
    ),
  ul: (props) => <ul className="grid list-disc gap-1 pl-5" {...strip(props)} />,
  ol: ({ start, children }) => (
    <ol start={start} className="grid list-decimal gap-1 pl-5">
      {children}
    </ol>
  ),
  blockquote: (props) => (
    <blockquote
      className="grid gap-1 border-l-4 border-primary/40 pl-3 text-foreground/90 italic"
      {...strip(props)}
    />
  ),
  code: ({ className, children }) => (
    <code className={`rounded bg-muted px-1 py-0.5 font-mono text-[0.9em] ${className ?? ""}`.trim()}>
      {children}
    </code>
  ),
  pre: (props) => (
    <pre
      className="overflow-x-auto rounded-md bg-muted p-3 text-sm [&>code]:bg-transparent [&>code]:p-0"
      {...strip(props)}
    />
  ),
  table: (props) => (
    // Wide tables scroll inside the bubble rather than widen the page on a phone.
    <div className="max-w-full overflow-x-auto">
      <table className="w-full border-collapse text-sm" {...strip(props)} />
    </div>
  ),
  th: ({ children, style }) => (
    <th scope="col" style={style} className="border-b px-2 py-1 text-left font-semibold">
      {children}
    </th>
  ),
  td: ({ children, style }) => (
    <td style={style} className="border-b px-2 py-1 align-top">
      {children}
    </td>
  ),
  h1: (props) => <p className="font-semibold" {...strip(props)} />,
  h2: (props) => <p className="font-semibold" {...strip(props)} />,
  h3: (props) => <p className="font-semibold" {...strip(props)} />,
  img: ({ alt }) => <span>{alt}</span>,
};

interface MdNode {
  type: string;
  children?: MdNode[];
}

/** Raw HTML in the Markdown becomes plain text: "<b>" reads as typed, and nothing of it runs. */
function remarkHtmlAsText() {
  const walk = (node: MdNode) => {
    if (node.type === "html") node.type = "text";
    for (const child of node.children ?? []) walk(child);
  };
  return (tree: MdNode) => walk(tree);
}

/**
 * A tag's "<" outside code becomes an entity before parsing, so HTML never opens an HTML block that
 * would swallow the Markdown after it; inside code it is shown as typed already.
 */
function escapeTags(text: string): string {
  return text
    .split(/(```[\s\S]*?(?:```|$)|`[^`\n]*`)/u)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/<(?=[A-Za-z/!?])/gu, "&lt;")))
    .join("");
}

/** react-markdown passes its syntax-tree node along; it is not a DOM attribute. */
function strip<T extends { node?: unknown }>(props: T): Omit<T, "node"> {
  const { node: _node, ...rest } = props;
  return rest;
}

export function Markdown({ text }: { text: string }) {
  return (
    <div className="grid gap-2 leading-relaxed break-words">
      <ReactMarkdown
        remarkPlugins={[remarkGfm, remarkBreaks, remarkHtmlAsText]}
        rehypePlugins={[rehypeSanitize]}
        components={components}
      >
        {escapeTags(text)}
      </ReactMarkdown>
    </div>
  );
}
