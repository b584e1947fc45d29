import { type PGlite, parse, protocol } from "@electric-sql/pglite";

type Query = PGlite["query"];
type QueryOptions = NonNullable<Parameters<Query>[2]>;
type Tx = Parameters<Parameters<PGlite["transaction"]>[0]>[0];

/** What PGlite's `query` does for itself and this module reaches too (its own locks, its value codecs). */
interface PGliteInside {
  serializers: Record<number, (value: unknown) => string>;
  parsers: Record<number, (value: string, typeId?: number) => unknown>;
  _checkReady(): Promise<void>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  execProtocolStream(message: Uint8Array, options: { syncToFs: boolean }): Promise<unknown[]>;
  syncToFs(): Promise<void>;
}

interface Statement {
  name: string;
  /** The parameters' type ids, as the database resolved them (how each value is written). */
  paramTypes: number[];
  /** The rows' fields, described once for every execution (none when the statement returns no rows). */
  fields: { name: string; dataTypeID: number }[];
}

/** The backend messages an execution answers with, as PGlite's protocol parser gives them. */
interface Message {
  name: string;
  fields?: ({ name: string; dataTypeID: number } | string | null)[];
  text?: string;
}

/**
 * The result PGlite's `parseResults` builds, for one statement's messages (its rows, fields, command and
 * counts), each value read by the type's parser: the call's own (`options.parsers`, as drizzle passes) or
 * the instance's. PGlite's version copies the instance's few hundred parsers into a new object on every
 * call; this looks each field's parser up once per call.
 */
function resultOf<T>(
  fields: Statement["fields"],
  messages: Message[],
  parsers: PGliteInside["parsers"],
  options: QueryOptions | undefined,
): Awaited<ReturnType<Query>> & { rows: T[] } {
  const own = options?.parsers as PGliteInside["parsers"] | undefined;
  const read = fields.map((f) => own?.[f.dataTypeID] ?? parsers[f.dataTypeID]);
  const value = (raw: unknown, i: number) => {
    if (raw === null) return null;
    const parser = read[i];
    return parser ? parser(raw as string, fields[i]!.dataTypeID) : raw;
  };
  const rows: unknown[] = [];
  let affectedRows = 0;
  let command: string | undefined;
  let rowCount: number | undefined;
  for (const message of messages) {
    if (message.name === "dataRow") {
      const values = message.fields as (string | null)[];
      if (options?.rowMode === "array") rows.push(values.map(value));
      else {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < values.length; i++) row[fields[i]!.name] = value(values[i], i);
        rows.push(row);
      }
    } else if (message.name === "commandComplete") {
      const words = message.text!.split(" ");
      command = words[0];
      const count = Number.parseInt(words[words.length - 1]!, 10);
      if (["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"].includes(command!)) affectedRows += count;
      if (!Number.isNaN(count)) rowCount = count;
    }
  }
  return {
    rows: rows as T[],
    fields: fields.map((f) => ({ ...f })),
    affectedRows,
    ...(command === undefined ? {} : { command }),
    ...(rowCount === undefined ? {} : { rowCount }),
  } as Awaited<ReturnType<Query>> & { rows: T[] };
}

/**
 * Statements kept prepared at most: every distinct text with parameters the server sends (a multi-row
 * insert is one text per row count) holds a parsed statement and its plans in the database's memory. The
 * server's own statements number in the low hundreds; beyond the limit a text runs as before, unprepared.
 */
const MAX_STATEMENTS = 2_000;

/** SQLSTATEs of a prepared statement the database no longer accepts (a table changed under it, or gone). */
const STALE_STATEMENT = new Set(["0A000", "26000"]);

/**
 * Prepared statements on the embedded database, as postgres-js keeps them on PostgreSQL.
 *
 * PGlite's `query` parses, analyses and plans its text again on every call, and goes in and out of the
 * WebAssembly database six times to do it (parse, describe, bind, describe, execute, sync): a one-row
 * session read cost about 0.55 ms of the server's one thread, and its statements were half of the
 * server's CPU under the capacity mix (bench/README.md "Capacity"). Here each text with parameters is
 * prepared once under a name (parse and describe, once), and every later call binds, executes and syncs
 * in a single call into the database: about 0.08 ms for the same read. The answer is the same rows, built
 * by PGlite's own parser from the same messages; errors are the database's own.
 *
 * Texts without parameters (migrations, pg-boss's multi-statement blocks, BEGIN and COMMIT) run as before.
 * Both the instance's `query` and a transaction's are routed here, under PGlite's own locks, so
 * statements still run one at a time and a transaction's run inside it.
 */
export function preparePgliteStatements(client: PGlite): void {
  const inside = client as unknown as PGliteInside;
  const plainQuery = client.query.bind(client);
  const statements = new Map<string, Statement>();

  const preparable = (params: unknown[] | undefined, options: QueryOptions | undefined) =>
    params !== undefined &&
    params.length > 0 &&
    options?.blob === undefined &&
    options?.paramTypes === undefined &&
    options?.onNotice === undefined;

  /** The statement for `text`, prepared on first use (null once the limit is reached). */
  async function statementFor(text: string): Promise<Statement | null> {
    const known = statements.get(text);
    if (known) return known;
    if (statements.size >= MAX_STATEMENTS) return null;
    const name = `buildr_${statements.size + 1}`;
    const messages = await inside.execProtocolStream(
      concat(
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: "S", name }),
        protocol.serialize.sync(),
      ),
      { syncToFs: false },
    );
    const description = (messages as Message[]).find((m) => m.name === "rowDescription");
    const statement: Statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(messages as never),
      fields: ((description?.fields ?? []) as Statement["fields"]).map((f) => ({
        name: f.name,
        dataTypeID: f.dataTypeID,
      })),
    };
    statements.set(text, statement);
    return statement;
  }

  /** One execution: bind, execute and sync in one call into the database. Null: run it unprepared. */
  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined) {
    const statement = await statementFor(text);
    if (!statement) return null;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i]!;
      const serialize = options?.serializers?.[type] ?? inside.serializers[type];
      return serialize ? serialize(value) : String(value);
    });
    let messages: unknown[];
    try {
      messages = await inside.execProtocolStream(
        concat(
          protocol.serialize.bind({ statement: statement.name, values: values as string[] }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ),
        { syncToFs: false },
      );
    } catch (error) {
      if (STALE_STATEMENT.has((error as { code?: string }).code ?? "")) {
        // Forgotten, closed on the database's side: the text runs unprepared this once, then again
        // prepared anew.
        statements.delete(text);
        await inside
          .execProtocolStream(
            concat(protocol.serialize.close({ type: "S", name: statement.name }), protocol.serialize.sync()),
            { syncToFs: false },
          )
          .catch(() => {});
        return null;
      }
      throw error;
    }
    return resultOf<T>(statement.fields, messages as Message[], inside.parsers, options);
  }

  client.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
    if (!preparable(params, options)) return plainQuery(text, params, options);
    await inside._checkReady();
    const result = await inside._runExclusiveTransaction(() =>
      inside._runExclusiveQuery(async () => {
        const answer = await run(text, params!, options);
        if (answer) await inside.syncToFs();
        return answer;
      }),
    );
    return result ?? plainQuery(text, params, options);
  }) as Query;

  const plainTransaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Tx) => Promise<T>) =>
    plainTransaction((tx) => {
      const txQuery = tx.query.bind(tx);
      // Inside the transaction's lock already: only the query lock is taken, as PGlite's own does.
      tx.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
        if (!preparable(params, options)) return txQuery(text, params, options);
        if (tx.closed) throw new Error("Transaction is closed");
        const result = await inside._runExclusiveQuery(() => run(text, params!, options));
        return result ?? txQuery(text, params, options);
      }) as Tx["query"];
      return callback(tx);
    })) as PGlite["transaction"];
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
