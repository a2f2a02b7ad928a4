// Names of the statements sent as named (prepared) statements on PostgreSQL, by SQL text:
// node-postgres parses a named statement once per connection and PostgreSQL keeps its plan
// (docs/decisions/0046). One name per text in this process, the same on every connection.

/** Past this many different statements, new ones run unnamed (a statement whose text varies must not fill the server's memory). */
const MAX_NAMED = 256;

const names = new Map<string, string>();
let count = 0;

/** The name to send `text` with, or undefined when it runs unnamed. */
function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= MAX_NAMED) return undefined;
    names.set(text, (name = `planned_${++count}`));
  }
  return name;
}

/** PostgreSQL answers a prepared statement whose table changed shape since (a migration by a newer instance) with this. */
export function planOutdated(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string; message?: string }; message?: string };
  return (e.code ?? e.cause?.code) === '0A000' && /cached plan must not change result type/.test(e.cause?.message ?? e.message ?? '');
}

/** Gives `text` a new name after its plan went out of date (`planOutdated`): the next run prepares it again. */
function renameStatement(text: string, outdated: string): string {
  const renamed = `planned_${++count}`;
  if (names.get(text) === outdated) names.set(text, renamed);
  return renamed;
}

/** Runs `text` named when it can be, through `run`; a plan outdated by a schema change is prepared again (`retry` false: rethrown, the transaction has failed). */
export async function runNamed<R>(text: string, run: (name: string | undefined) => Promise<R>, retry: boolean): Promise<R> {
  const name = statementName(text);
  try {
    return await run(name);
  } catch (err) {
    if (name === undefined || !planOutdated(err)) throw err;
    const renamed = renameStatement(text, name);
    if (!retry) throw err;
    return run(renamed);
  }
}
