import {
  BinaryOperationNode,
  type KyselyPlugin,
  OperationNodeTransformer,
  OperatorNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  PrimitiveValueListNode,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  sql,
  type UnknownRow,
} from 'kysely';

type Dialect = 'sqlite' | 'postgres';

/** A list Kysely would spell as one placeholder per value; only numbers and strings (ids, keys) are rewritten. */
function listValues(node: BinaryOperationNode): readonly (number | string)[] | undefined {
  if (!OperatorNode.is(node.operator) || !PrimitiveValueListNode.is(node.rightOperand)) {
    return undefined;
  }
  const operator = node.operator.operator;
  if (operator !== 'in' && operator !== 'not in') {
    return undefined;
  }
  const values = node.rightOperand.values;
  return values.every((value) => typeof value === 'number' || typeof value === 'string')
    ? (values as (number | string)[])
    : undefined;
}

/**
 * Whether the query holds a list to rewrite, read without copying it: most queries hold none, and the transformer
 * copies (and freezes) every node of the query it is given (3.6 % of a call's CPU on SQLite in the API fuzz's
 * profile, issue 27). Values (a row's bytes, a JSON document) are not looked into.
 */
function holdsAList(value: unknown): boolean {
  if (Array.isArray(value)) {
    return value.some(holdsAList);
  }
  if (value === null || typeof value !== 'object') {
    return false;
  }
  const kind = (value as { kind?: unknown }).kind;
  if (kind === 'ValueNode' || kind === 'PrimitiveValueListNode') {
    return false;
  }
  if (kind === 'BinaryOperationNode' && listValues(value as BinaryOperationNode)) {
    return true;
  }
  for (const key in value) {
    if (holdsAList((value as Record<string, unknown>)[key])) {
      return true;
    }
  }
  return false;
}

class IdListTransformer extends OperationNodeTransformer {
  constructor(private readonly dialect: Dialect) {
    super();
  }

  protected override transformBinaryOperation(node: BinaryOperationNode, queryId?: QueryId): BinaryOperationNode {
    const values = listValues(node);
    if (!values) {
      return super.transformBinaryOperation(node, queryId);
    }
    const negated = OperatorNode.is(node.operator) && node.operator.operator === 'not in';
    const left = this.transformNode(node.leftOperand, queryId);
    if (this.dialect === 'postgres') {
      // One array parameter; PostgreSQL takes its element type from the column.
      const right = negated ? sql`all(${[...values]})` : sql`any(${[...values]})`;
      return BinaryOperationNode.create(left, sql.raw(negated ? '<>' : '=').toOperationNode(), right.toOperationNode());
    }
    const right = sql`(select value from json_each(${JSON.stringify(values)}))`;
    return BinaryOperationNode.create(
      left,
      sql.raw(negated ? 'not in' : 'in').toOperationNode(),
      right.toOperationNode(),
    );
  }
}

/**
 * Every `where(column, 'in', [ids…])` is sent as ONE parameter, so that the SQL text does not depend on the list's
 * length: `column = any($1)` with an array on PostgreSQL, `column in (select value from json_each(?))` with a JSON
 * array on SQLite. Otherwise each new length is a new statement text, prepared and cached anew (finding 1 of
 * issue 13: a list of a new length per request grew a process by gigabytes), and a list longer than the
 * database's parameter limit (32,766 on SQLite, 65,535 on PostgreSQL) fails.
 */
export function idListsAsOneParameter(dialect: Dialect): KyselyPlugin {
  const transformer = new IdListTransformer(dialect);
  return {
    transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
      return holdsAList(args.node) ? transformer.transformNode(args.node, args.queryId) : args.node;
    },
    transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      return Promise.resolve(args.result);
    },
  };
}
